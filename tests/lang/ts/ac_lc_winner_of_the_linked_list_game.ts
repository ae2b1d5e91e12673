// problem: winner-of-the-linked-list-game
// source: written for this corpus in the style of public LeetCode TypeScript solutions
/**
 * Definition for singly-linked list.
 * class ListNode {
 *     val: number
 *     next: ListNode | null
 * }
 */

function gameResult(head: ListNode | null): string {
    let score = 0;
    for (let node = head; node !== null && node.next !== null; node = node.next.next) {
        score += Math.sign(node.val - node.next.val);
    }
    if (score > 0) return "Even";
    if (score < 0) return "Odd";
    return "Tie";
}
