// problem: predict-the-winner
// expect: exception int
class Solution {
public:
    bool predictTheWinner(vector<int>& nums) {
        throw 42;
    }
};
