# Wrong: compares the sums of the two teams' values instead of counting the pairs each team wins.
# Right on every two-node list (the larger value is the larger sum) and on examples 1 and 3; the
# smallest list it gets wrong is [2, 1, 2, 5]: each team wins one pair ("Tie") but the odd positions
# hold 6 against 4.
class Solution:
    def gameResult(self, head: Optional[ListNode]) -> str:
        even = odd = 0
        index = 0
        while head:
            if index % 2 == 0:
                even += head.val
            else:
                odd += head.val
            head = head.next
            index += 1
        if even == odd:
            return "Tie"
        return "Even" if even > odd else "Odd"
