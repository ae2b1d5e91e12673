"""Bottom-up over i from the end, M only up to what can still matter (2M >= n - i takes everything)."""


class Solution:
    def stoneGameII(self, piles):
        n = len(piles)
        suffix = [0] * (n + 1)
        for i in range(n - 1, -1, -1):
            suffix[i] = suffix[i + 1] + piles[i]
        dp = [[0] * (n + 1) for _ in range(n + 1)]
        for i in range(n - 1, -1, -1):
            for m in range(1, n + 1):
                if 2 * m >= n - i:
                    dp[i][m] = suffix[i]
                else:
                    worst = min(dp[i + x][max(m, x)] for x in range(1, 2 * m + 1))
                    dp[i][m] = suffix[i] - worst
        return dp[0][1]
