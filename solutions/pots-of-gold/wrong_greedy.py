# Wrong: both players greedily take the larger end pot (the left one on equal ends).
class Solution:
    def maxCoins(self, pots: list[int]) -> int:
        totals = [0, 0]
        i, j, mover = 0, len(pots) - 1, 0
        while i <= j:
            if pots[i] >= pots[j]:
                totals[mover] += pots[i]
                i += 1
            else:
                totals[mover] += pots[j]
                j -= 1
            mover = 1 - mover
        return totals[0]
