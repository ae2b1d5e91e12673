# Correct but exponential: the difference recursion without a memo, about 1.8^n calls.
class Solution:
    def stoneGameIII(self, stoneValue: list[int]) -> str:
        n = len(stoneValue)

        def lead(i: int) -> int:
            if i >= n:
                return 0
            return max(sum(stoneValue[i:i + k]) - lead(i + k) for k in range(1, 4) if i + k <= n)

        diff = lead(0)
        return "Alice" if diff > 0 else "Bob" if diff < 0 else "Tie"
