// problem: predict-the-winner
// expect: std::out_of_range
// expect: vector::_M_range_check
class Solution {
public:
    bool predictTheWinner(vector<int>& nums) {
        return nums.at(nums.size() + 5) > 0;
    }
};
