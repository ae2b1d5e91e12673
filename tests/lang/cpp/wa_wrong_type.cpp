// problem: predict-the-winner
// expect: expected bool
class Solution {
public:
    string predictTheWinner(vector<int>& nums) {
        return "true";
    }
};
