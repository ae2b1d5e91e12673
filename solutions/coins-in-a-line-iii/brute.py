# Exhaustive game tree, no memo: play out every sequence of moves, each player choosing the end that
# gives them the larger final total, and compare the two final totals. Small inputs only.
class Solution:
    def firstWillWin(self, values: list[int]) -> bool:
        first, second = self.totals(tuple(values), 0)
        return first > second

    def totals(self, row: tuple[int, ...], mover: int) -> tuple[int, int]:
        """Final (first player's, second player's) totals with `row` left and `mover` to play."""
        if not row:
            return (0, 0)
        best = None
        for coin, rest in ((row[0], row[1:]), (row[-1], row[:-1])):
            outcome = list(self.totals(rest, 1 - mover))
            outcome[mover] += coin
            if best is None or outcome[mover] > best[mover]:
                best = outcome
        return (best[0], best[1])
