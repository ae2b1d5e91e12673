"""Recursion over the pairs: the lead of the rest of the list, plus this pair's point."""


class Solution:
    def gameResult(self, head: Optional[ListNode]) -> str:
        def lead(node: Optional[ListNode]) -> int:
            if node is None:
                return 0
            return (1 if node.val > node.next.val else -1) + lead(node.next.next)

        result = lead(head)
        return "Tie" if result == 0 else ("Even" if result > 0 else "Odd")
