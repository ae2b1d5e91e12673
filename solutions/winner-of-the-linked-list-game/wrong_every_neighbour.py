# Wrong: compares every node with the next one (also positions 1 and 2, 3 and 4, ...), giving the
# point to Even when the earlier node is larger. Right on every two-node list and on the first two
# examples; the smallest list it gets wrong is [2, 1, 2, 3]: it scores (2,1) Even, (1,2) and (2,3)
# Odd and says "Odd", where the pairs (2,1) and (2,3) make a tie.
class Solution:
    def gameResult(self, head: Optional[ListNode]) -> str:
        even = odd = 0
        node = head
        while node and node.next:
            if node.val > node.next.val:
                even += 1
            else:
                odd += 1
            node = node.next
        if even == odd:
            return "Tie"
        return "Even" if even > odd else "Odd"
