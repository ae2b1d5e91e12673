# Exhaustive game tree, no memo: play out every sequence of picks, each player choosing the end that
# gives them the most coins by the end of the game. About 2^n leaves.
class Solution:
    def maxCoins(self, pots: list[int]) -> int:
        a, _ = self.totals(tuple(pots), 0)
        return a

    def totals(self, row: tuple[int, ...], mover: int) -> tuple[int, int]:
        """Final (A's, B's) coins collected from here on, with `row` left and `mover` (0 = A) to play."""
        if not row:
            return (0, 0)
        best = None
        for pot, rest in ((row[0], row[1:]), (row[-1], row[:-1])):
            outcome = list(self.totals(rest, 1 - mover))
            outcome[mover] += pot
            if best is None or outcome[mover] > best[mover]:
                best = outcome
        return (best[0], best[1])
