// problem: winner-of-the-linked-list-game
// LeetCode's ListNode as passed: walked by twos; the global ListNode (LeetCode's constructor
// function) builds a list of the pair winners' values.
var gameResult = function(head) {
    let lead = 0, winners = null;
    for (let p = head; p !== null; p = p.next.next) {
        lead += p.val > p.next.val ? 1 : -1;
        winners = new ListNode(Math.max(p.val, p.next.val), winners);
    }
    if (!(head instanceof ListNode) || winners === null || new ListNode().val !== 0) return "broken";
    return lead > 0 ? "Even" : lead < 0 ? "Odd" : "Tie";
};
