# Both players grab the larger end (left on equal ends). Misses moves that give up a little now to
# deny the opponent more later, e.g. [8, 15, 3, 7].
class Solution:
    def stoneGameDifference(self, piles: list[int]) -> int:
        i, j = 0, len(piles) - 1
        totals = [0, 0]
        turn = 0
        while i <= j:
            if piles[i] >= piles[j]:
                totals[turn] += piles[i]
                i += 1
            else:
                totals[turn] += piles[j]
                j -= 1
            turn ^= 1
        return totals[0] - totals[1]
