# Wrong: the walk stops while a whole pair is still ahead of it (`node.next.next` instead of `node`),
# so the last pair is never scored. Wrong on the first example; the smallest list it gets wrong is
# [2, 1] (no pair counted: "Tie" instead of "Even").
class Solution:
    def gameResult(self, head: Optional[ListNode]) -> str:
        lead = 0
        node = head
        while node.next.next:
            lead += 1 if node.val > node.next.val else -1
            node = node.next.next
        return "Even" if lead > 0 else "Odd" if lead < 0 else "Tie"
