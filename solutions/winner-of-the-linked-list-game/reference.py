# One walk, two nodes at a time: each pair (an even-position node and the node after it) gives a
# point to the side of the larger value. The values of a pair are never equal (one is even, one
# odd). The score is kept as one signed count: Even's points minus Odd's.
class Solution:
    def gameResult(self, head: Optional[ListNode]) -> str:
        lead = 0
        node = head
        while node is not None:
            lead += 1 if node.val > node.next.val else -1
            node = node.next.next
        return "Even" if lead > 0 else "Odd" if lead < 0 else "Tie"
