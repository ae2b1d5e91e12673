"""Fill the whole lead table, then walk from (0, n-1) taking whichever end keeps the mover's lead."""


class Solution:
    def optimalMoves(self, pots: list[int]) -> list[str]:
        n = len(pots)
        lead = [[0] * n for _ in range(n)]
        for i in range(n - 1, -1, -1):
            lead[i][i] = pots[i]
            for j in range(i + 1, n):
                lead[i][j] = max(pots[i] - lead[i + 1][j], pots[j] - lead[i][j - 1])
        moves, i, j = [], 0, n - 1
        while i < j:
            if pots[i] - lead[i + 1][j] == lead[i][j]:
                moves.append("L")
                i += 1
            else:
                moves.append("R")
                j -= 1
        moves.append("L")
        return moves
