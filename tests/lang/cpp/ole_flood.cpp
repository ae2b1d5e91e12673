// problem: predict-the-winner
class Solution {
public:
    bool predictTheWinner(vector<int>& nums) {
        for (int i = 0; i < 10000000; ++i) cout << "spam spam spam spam\n";
        return true;
    }
};
