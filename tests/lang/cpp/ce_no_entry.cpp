// problem: predict-the-winner
// expect: no entry found
class Solution {
public:
    bool predict(vector<int>& nums) { return true; }
};
