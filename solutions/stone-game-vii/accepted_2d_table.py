"""Bottom-up 2-D table of the mover's best lead, with prefix sums for the score of what stays."""


class Solution:
    def stoneGameVII(self, stones: List[int]) -> int:
        n = len(stones)
        pre = list(accumulate(stones, initial=0))
        dp = [[0] * n for _ in range(n)]
        for i in range(n - 2, -1, -1):
            for j in range(i + 1, n):
                dp[i][j] = max(pre[j + 1] - pre[i + 1] - dp[i + 1][j],
                               pre[j] - pre[i] - dp[i][j - 1])
        return dp[0][n - 1]
