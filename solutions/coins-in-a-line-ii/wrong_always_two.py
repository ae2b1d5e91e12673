# Wrong: both players greedily take two coins whenever they can.
class Solution:
    def firstWillWin(self, values: list[int]) -> bool:
        totals = [0, 0]
        i, mover = 0, 0
        while i < len(values):
            take = 2 if i + 1 < len(values) else 1
            totals[mover] += sum(values[i:i + take])
            i += take
            mover = 1 - mover
        return totals[0] > totals[1]
