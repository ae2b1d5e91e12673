// problem: predict-the-winner
// expect: SIGSEGV
struct Node {
    int pad[4];
    int val;
};
class Solution {
public:
    bool predictTheWinner(vector<int>& nums) {
        Node* volatile node = nullptr;  // a field read through a null pointer
        return node->val > nums[0];
    }
};
