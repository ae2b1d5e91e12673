"""dp[i]: best lead for the mover when the merge must reach at least index i; answer dp[1]."""


class Solution:
    def stoneGameVIII(self, stones):
        n = len(stones)
        pre = [0] * n
        running = 0
        for i, s in enumerate(stones):
            running += s
            pre[i] = running
        dp = [0] * n
        dp[n - 1] = pre[n - 1]
        for i in range(n - 2, 0, -1):
            dp[i] = max(dp[i + 1], pre[i] - dp[i + 1])
        return dp[1]
