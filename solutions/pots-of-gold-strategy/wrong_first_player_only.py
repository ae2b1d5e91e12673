# Records only A's moves (what the classic question asks about) instead of one move per turn of the
# whole game: the right moves for A, but half the line is missing.
class Solution:
    def optimalMoves(self, pots: list[int]) -> list[str]:
        n = len(pots)
        lead = [[0] * (n + 1) for _ in range(n + 1)]
        for i in range(n - 1, -1, -1):
            for j in range(i, n):
                left = pots[i] - (lead[i + 1][j] if i + 1 <= j else 0)
                right = pots[j] - (lead[i][j - 1] if j - 1 >= i else 0)
                lead[i][j] = max(left, right)
        moves = []
        i, j = 0, n - 1
        turn = 0
        while i <= j:
            left = pots[i] - (lead[i + 1][j] if i + 1 <= j else 0)
            right = pots[j] - (lead[i][j - 1] if j - 1 >= i else 0)
            go_left = left >= right
            if turn % 2 == 0:
                moves.append("L" if go_left else "R")
            i, j = (i + 1, j) if go_left else (i, j - 1)
            turn += 1
        return moves
