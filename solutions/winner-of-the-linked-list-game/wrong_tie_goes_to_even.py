# Wrong: forgets the tie and lets Even keep equal points (>=). Wrong on the third example already;
# the smallest list it gets wrong is [2, 1, 2, 3] (one point each: "Tie", not "Even").
class Solution:
    def gameResult(self, head: Optional[ListNode]) -> str:
        even = odd = 0
        while head:
            if head.val > head.next.val:
                even += 1
            else:
                odd += 1
            head = head.next.next
        return "Even" if even >= odd else "Odd"
