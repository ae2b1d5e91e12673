# Correct but exponential: the recurrence on the difference, with prefix sums but no memo (2^n calls).
class Solution:
    def stoneGameVII(self, stones: list[int]) -> int:
        prefix = [0]
        for stone in stones:
            prefix.append(prefix[-1] + stone)

        def lead(i: int, j: int) -> int:
            if i >= j:
                return 0
            return max(prefix[j + 1] - prefix[i + 1] - lead(i + 1, j),
                       prefix[j] - prefix[i] - lead(i, j - 1))

        return lead(0, len(stones) - 1)
