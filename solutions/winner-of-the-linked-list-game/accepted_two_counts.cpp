// Two counters and a pointer that moves two nodes a step, in C++ (the bank's proof that the ListNode
// the C++ driver links is the one LeetCode passes).
/**
 * Definition for singly-linked list.
 * struct ListNode {
 *     int val;
 *     ListNode *next;
 *     ListNode() : val(0), next(nullptr) {}
 *     ListNode(int x) : val(x), next(nullptr) {}
 *     ListNode(int x, ListNode *next) : val(x), next(next) {}
 * };
 */
class Solution {
public:
    string gameResult(ListNode* head) {
        int even = 0, odd = 0;
        for (ListNode* p = head; p != nullptr; p = p->next->next) {
            if (p->val > p->next->val) {
                ++even;
            } else {
                ++odd;
            }
        }
        if (even == odd) return "Tie";
        return even > odd ? "Even" : "Odd";
    }
};
