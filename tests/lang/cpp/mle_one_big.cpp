// problem: predict-the-winner
// expect: over 256 MiB
class Solution {
public:
    bool predictTheWinner(vector<int>& nums) {
        vector<int> big(1LL << 30);  // 4 GiB at once
        return big[nums[0]] == 0;
    }
};
