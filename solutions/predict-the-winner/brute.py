# Exhaustive game tree, no memo: play out every sequence of moves, each player choosing the end that
# gives them the larger final total, and compare the two final totals. About 2^n leaves.
class Solution:
    def predictTheWinner(self, nums: list[int]) -> bool:
        first, second = self.totals(tuple(nums), 0)
        return first >= second

    def totals(self, row: tuple[int, ...], mover: int) -> tuple[int, int]:
        """Final (player 1's, player 2's) totals with `row` left and `mover` (0 or 1) to play."""
        if not row:
            return (0, 0)
        best = None
        for number, rest in ((row[0], row[1:]), (row[-1], row[:-1])):
            outcome = list(self.totals(rest, 1 - mover))
            outcome[mover] += number
            if best is None or outcome[mover] > best[mover]:
                best = outcome
        return (best[0], best[1])
