# Exhaustive game tree straight from the rules, no memo: both totals are carried along, and the player
# to move tries every allowed number of piles and keeps the line that ends best for themself.
class Solution:
    def stoneGameII(self, piles: list[int]) -> int:
        return self.play(tuple(piles), 1, 0, (0, 0))[0]

    def play(self, row: tuple[int, ...], m: int, mover: int,
             totals: tuple[int, int]) -> tuple[int, int]:
        """Final (Alice, Bob) totals from this position when both play as well as they can."""
        if not row:
            return totals
        best = None
        for x in range(1, min(2 * m, len(row)) + 1):
            after = list(totals)
            after[mover] += sum(row[:x])
            final = self.play(row[x:], max(m, x), 1 - mover, (after[0], after[1]))
            if best is None or final[mover] > best[mover]:
                best = final
        return best
