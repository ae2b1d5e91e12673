# Wrong: the right DP, but an equal split is reported as Alice's win (>= 0 instead of > 0).
class Solution:
    def stoneGameIII(self, stoneValue: list[int]) -> str:
        n = len(stoneValue)
        lead = [0] * (n + 3)
        for i in range(n - 1, -1, -1):
            lead[i] = max(sum(stoneValue[i:i + k]) - lead[i + k] for k in range(1, 4) if i + k <= n)
        return "Alice" if lead[0] >= 0 else "Bob"
