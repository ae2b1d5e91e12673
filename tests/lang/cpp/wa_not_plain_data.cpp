// problem: predict-the-winner
// expect: Answer
struct Answer { bool win; };
class Solution {
public:
    Answer predictTheWinner(vector<int>& nums) {
        return {true};
    }
};
