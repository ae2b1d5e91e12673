// problem: predict-the-winner
// expect: ce_syntax.cpp:7
class Solution {
public:
    bool predictTheWinner(vector<int>& nums) {
        int total = 0;
        return totl >= 0;
    }
};
