// problem: winner-of-the-linked-list-game
// LeetCode's ListNode* as passed: walked by twos, and rebuilt with its two-argument constructor
// (a list of the pair winners' values) to show the judge's definition is LeetCode's.
class Solution {
public:
    string gameResult(ListNode* head) {
        ListNode* winners = nullptr;
        int lead = 0;
        for (ListNode* p = head; p; p = p->next->next) {
            lead += p->val > p->next->val ? 1 : -1;
            winners = new ListNode(max(p->val, p->next->val), winners);
        }
        ListNode empty;  // the default constructor: val 0, next nullptr
        if (empty.val != 0 || empty.next != nullptr || winners == nullptr) return "broken";
        return lead > 0 ? "Even" : lead < 0 ? "Odd" : "Tie";
    }
};
