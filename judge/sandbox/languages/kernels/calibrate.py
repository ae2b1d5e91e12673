class Solution:
    def calibrate(self, n: int) -> int:
        # What game-DP solutions spend their time on: an interval table filled bottom-up, a memoised
        # recursion over a hash map, integer arithmetic. The same steps in every language's kernel.
        nums = []
        x = 12345
        for _ in range(n):
            x = x * 48271 % 2147483647
            nums.append(x % 1000)
        dp = [[0] * n for _ in range(n)]
        for i in range(n):
            dp[i][i] = nums[i]
        for length in range(2, n + 1):
            for i in range(n - length + 1):
                j = i + length - 1
                dp[i][j] = max(nums[i] - dp[i + 1][j], nums[j] - dp[i][j - 1])
        memo: dict[int, int] = {}

        def best(i: int, left: int) -> int:
            if i >= n or left == 0:
                return 0
            key = i * 64 + left
            if key in memo:
                return memo[key]
            value = max(nums[i] - best(i + 1, left - 1), -best(i + 1, left))
            memo[key] = value
            return value

        total = 0
        for start in range(0, n, 50):
            memo.clear()
            total += best(start, 40)
        return dp[0][n - 1] + total
