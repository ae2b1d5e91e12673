// problem: predict-the-winner
class Solution {
public:
    bool predictTheWinner(vector<int>& nums) {
        return nums[0] >= nums.back();  // greedy: wrong
    }
};
