"""An even-length row is always a win (take all odd or all even places); otherwise a 1-D interval DP."""


class Solution:
    def predictTheWinner(self, nums):
        n = len(nums)
        if n % 2 == 0:
            return True
        dp = nums[:]
        for i in range(n - 2, -1, -1):
            for j in range(i + 1, n):
                dp[j] = max(nums[i] - dp[j], nums[j] - dp[j - 1])
        return dp[n - 1] >= 0
