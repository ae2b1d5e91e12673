// problem: predict-the-winner
class Solution {
public:
    bool predictTheWinner(vector<int>& nums) {
        cout << "debug: n = " << nums.size() << endl;
        printf("printf too %d\n", (int)nums.size());
        cerr << "and stderr\n";
        int n = nums.size();
        vector<int> dp(nums.begin(), nums.end());
        for (int i = n - 2; i >= 0; --i)
            for (int j = i + 1; j < n; ++j)
                dp[j] = max(nums[i] - dp[j], nums[j] - dp[j - 1]);
        return dp[n - 1] >= 0;
    }
};
