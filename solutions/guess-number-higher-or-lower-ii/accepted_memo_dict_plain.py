"""Top-down minimax memoised in a dict keyed by (lo, hi), every guess of the range tried, both
sides recursed into: the plain O(n^3) shape most posted solutions take, and slower than @cache by
the tuple keys, the membership test and two calls per guess. The limit must leave it room."""


class Solution:
    def getMoneyAmount(self, n: int) -> int:
        memo = {}

        def dp(lo, hi):
            if lo >= hi:
                return 0
            if (lo, hi) in memo:
                return memo[(lo, hi)]
            best = float("inf")
            for g in range(lo, hi + 1):
                cost = g + max(dp(lo, g - 1), dp(g + 1, hi))
                best = min(best, cost)
            memo[(lo, hi)] = best
            return best

        return dp(1, n)
