class Solution {
    // The same steps as calibrate.py: an interval table, a memoised recursion over a hash map.
    int n = 0;
    vector<int> nums;
    unordered_map<int, int> memo;

    int best(int i, int left) {
        if (i >= n || left == 0) return 0;
        int key = i * 64 + left;
        auto found = memo.find(key);
        if (found != memo.end()) return found->second;
        int value = max(nums[i] - best(i + 1, left - 1), -best(i + 1, left));
        memo[key] = value;
        return value;
    }

public:
    int calibrate(int n) {
        this->n = n;
        nums.assign(n, 0);
        long long x = 12345;
        for (int i = 0; i < n; i++) {
            x = x * 48271 % 2147483647LL;
            nums[i] = (int)(x % 1000);
        }
        vector<vector<int>> dp(n, vector<int>(n, 0));
        for (int i = 0; i < n; i++) dp[i][i] = nums[i];
        for (int length = 2; length <= n; length++) {
            for (int i = 0; i + length - 1 < n; i++) {
                int j = i + length - 1;
                dp[i][j] = max(nums[i] - dp[i + 1][j], nums[j] - dp[i][j - 1]);
            }
        }
        int total = 0;
        for (int start = 0; start < n; start += 50) {
            memo.clear();
            total += best(start, 40);
        }
        return dp[0][n - 1] + total;
    }
};
