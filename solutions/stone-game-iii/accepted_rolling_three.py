"""Suffix DP on the mover's lead, keeping only the next three values."""


class Solution:
    def stoneGameIII(self, stoneValue: List[int]) -> str:
        a = b = c = 0  # leads from i + 1, i + 2, i + 3
        for i in range(len(stoneValue) - 1, -1, -1):
            take = 0
            best = -inf
            for k, nxt in enumerate((a, b, c)):
                if i + k >= len(stoneValue):
                    break
                take += stoneValue[i + k]
                best = max(best, take - nxt)
            a, b, c = best, a, b
        return "Alice" if a > 0 else "Bob" if a < 0 else "Tie"
