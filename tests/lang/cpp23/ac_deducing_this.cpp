class Solution {
public:
    bool predictTheWinner(vector<int>& nums) {
        int n = nums.size();
        vector<vector<int>> memo(n, vector<int>(n, INT_MIN));
        // C++23: a recursive lambda through an explicit object parameter
        auto best = [&](this auto&& self, int i, int j) -> int {
            if (i > j) return 0;
            int& m = memo[i][j];
            if (m != INT_MIN) return m;
            return m = max(nums[i] - self(i + 1, j), nums[j] - self(i, j - 1));
        };
        return best(0, n - 1) >= 0;
    }
};
