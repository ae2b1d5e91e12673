// problem: winner-of-the-linked-list-game
// expect: expected "Tie"
// Compares every two neighbours, not the pairs: wrong first on example 3, [4, 5, 2, 1].
class Solution {
public:
    string gameResult(ListNode* head) {
        int even = 0, odd = 0;
        for (ListNode* p = head; p->next; p = p->next) (p->val > p->next->val ? even : odd)++;
        return even == odd ? "Tie" : even > odd ? "Even" : "Odd";
    }
};
