class Solution {
public:
    bool predictTheWinner(vector<int>& nums) {
        int n = nums.size();
        int dp[n][n];  // a variable-length array (a clang and g++ extension) captured below
        auto fill = [&](int i, int j) {
            dp[i][j] = i == j ? nums[i] : max(nums[i] - dp[i + 1][j], nums[j] - dp[i][j - 1]);
        };
        for (int i = n - 1; i >= 0; --i)
            for (int j = i; j < n; ++j) fill(i, j);
        return dp[0][n - 1] >= 0;
    }
};
