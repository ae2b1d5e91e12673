"""The values in a list, the pairs by zipping the even positions with the odd ones, and the points
counted with a Counter."""


class Solution:
    def gameResult(self, head: Optional[ListNode]) -> str:
        values = []
        while head:
            values.append(head.val)
            head = head.next
        points = Counter("Even" if a > b else "Odd" for a, b in zip(values[::2], values[1::2]))
        if points["Even"] == points["Odd"]:
            return "Tie"
        return "Even" if points["Even"] > points["Odd"] else "Odd"
