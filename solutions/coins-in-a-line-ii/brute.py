# Exhaustive game tree, no memo: play out every sequence of moves, each player choosing the move that
# ends with the larger total for themselves, and compare the two final totals. Small inputs only.
class Solution:
    def firstWillWin(self, values: list[int]) -> bool:
        first, second = self.totals(values, 0, 0)
        return first > second

    def totals(self, values: list[int], start: int, mover: int) -> tuple[int, int]:
        """Final (first player's, second player's) totals with values[start:] left and `mover` to play."""
        if start == len(values):
            return (0, 0)
        best = None
        for take in (1, 2):
            if start + take > len(values):
                continue
            gained = sum(values[start:start + take])
            rest = list(self.totals(values, start + take, 1 - mover))
            rest[mover] += gained
            if best is None or rest[mover] > best[mover]:
                best = rest
        return (best[0], best[1])
