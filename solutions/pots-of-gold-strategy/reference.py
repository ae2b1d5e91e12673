# The recording version of the Pots of Gold DP: best[i] (for the current length) is the most coins
# the player to move can collect from pots[i:i+length] when the other player also plays well:
#   best(i, j) = max(pots[i] + min(best(i+2, j), best(i+1, j-1)),
#                    pots[j] + min(best(i+1, j-1), best(i, j-2)))
# (after the mover's pot, the other player leaves the mover the smaller of two remainders).
# Lengths only look two back, so two rows are kept; the choice of every interval is stored in a
# bytearray and the line of play is read off from the whole row. Ties go to the right end.
# O(n^2) time, n^2 bytes for the choices.
class Solution:
    def optimalMoves(self, pots: list[int]) -> list[str]:
        n = len(pots)
        two_back = [0] * (n + 2)  # best for length - 2 (length 0: nothing to take)
        one_back = list(pots) + [0, 0]  # best for length - 1 (length 1: the only pot)
        takes_left = bytearray(n * n)  # takes_left[i * n + j] == 1: on pots[i..j], take pots[i]
        for length in range(2, n + 1):
            current = [0] * (n + 2)
            for i in range(n - length + 1):
                j = i + length - 1
                a, b, c = two_back[i + 2], two_back[i + 1], two_back[i]
                left = pots[i] + (a if a < b else b)
                right = pots[j] + (b if b < c else c)
                if left > right:
                    current[i] = left
                    takes_left[i * n + j] = 1
                else:
                    current[i] = right
            two_back, one_back = one_back, current
        moves = []
        i, j = 0, n - 1
        while i <= j:
            if takes_left[i * n + j]:
                moves.append("L")
                i += 1
            else:
                moves.append("R")
                j -= 1
        return moves
