"""Top-down minimax with @cache over the range [lo, hi]: guess g, pay g, then the worse side."""


class Solution:
    def getMoneyAmount(self, n: int) -> int:
        @cache
        def cost(lo: int, hi: int) -> int:
            if lo >= hi:
                return 0
            return min(g + max(cost(lo, g - 1), cost(g + 1, hi)) for g in range(lo, hi + 1))

        return cost(1, n)
