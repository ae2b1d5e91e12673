class Solution {
public:
    bool predictTheWinner(vector<int>& nums) { return nums.size() >= 0 }
};
