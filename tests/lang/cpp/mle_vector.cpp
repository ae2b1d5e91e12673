// problem: predict-the-winner
// expect: over 256 MiB
class Solution {
public:
    bool predictTheWinner(vector<int>& nums) {
        vector<vector<long long>> hog(100000);
        for (auto& row : hog) row.reserve(1 << 20);  // 8 MiB a row, row after row
        return hog.size() > 0;
    }
};
