# Wrong: both players greedily take the larger end (the left one on equal ends).
class Solution:
    def firstWillWin(self, values: list[int]) -> bool:
        totals = [0, 0]
        i, j, mover = 0, len(values) - 1, 0
        while i <= j:
            if values[i] >= values[j]:
                totals[mover] += values[i]
                i += 1
            else:
                totals[mover] += values[j]
                j -= 1
            mover = 1 - mover
        return totals[0] > totals[1]
