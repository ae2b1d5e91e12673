"""Bottom-up by range length, trying only guesses in the upper half: a lower guess is never cheaper."""


class Solution:
    def getMoneyAmount(self, n):
        dp = [[0] * (n + 2) for _ in range(n + 2)]
        for length in range(2, n + 1):
            for lo in range(1, n - length + 2):
                hi = lo + length - 1
                dp[lo][hi] = min(g + max(dp[lo][g - 1], dp[g + 1][hi])
                                 for g in range((lo + hi) // 2, hi))
        return dp[1][n]
