// problem: predict-the-winner
class Solution {
public:
    bool predictTheWinner(vector<int>& nums) {
        volatile unsigned long long x = 0;
        while (true) x++;
        return true;
    }
};
