# At every turn, compares the two ends with an unmemoised recursion on the score difference:
# correct moves, but each turn costs 2^(pots left).
class Solution:
    def optimalMoves(self, pots: list[int]) -> list[str]:
        def lead(i: int, j: int) -> int:
            if i > j:
                return 0
            return max(pots[i] - lead(i + 1, j), pots[j] - lead(i, j - 1))

        moves = []
        i, j = 0, len(pots) - 1
        while i <= j:
            if pots[i] - lead(i + 1, j) >= pots[j] - lead(i, j - 1):
                moves.append("L")
                i += 1
            else:
                moves.append("R")
                j -= 1
        return moves
