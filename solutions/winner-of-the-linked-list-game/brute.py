# From the rules as written, without walking by twos: copy the values into a list, give each
# position its team by its index, and for every odd position i let the pair (i - 1, i) award its
# point by comparing the two values. Then the two tallies are compared by name.
class Solution:
    def gameResult(self, head: Optional[ListNode]) -> str:
        values = []
        while head:
            values.append(head.val)
            head = head.next
        points = {"Even": 0, "Odd": 0}
        for i in range(1, len(values), 2):
            first, second = values[i - 1], values[i]
            winner = i - 1 if first > second else i
            points["Even" if winner % 2 == 0 else "Odd"] += 1
        if points["Even"] == points["Odd"]:
            return "Tie"
        return max(points, key=points.get)
