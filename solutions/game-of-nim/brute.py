# Exhaustive game-tree search from the rules, memoised on the position (the pile sizes as a sorted
# tuple, empty piles dropped: order does not matter). The player to move wins if removing some
# positive number of stones from one pile leaves a position the other player loses; with no stones
# left there is no move, a loss. No XOR argument.
from functools import cache


def position(piles) -> tuple:
    return tuple(sorted(pile for pile in piles if pile > 0))


@cache
def mover_wins(piles: tuple) -> bool:
    for index, pile in enumerate(piles):
        for left in range(pile):
            if not mover_wins(position(piles[:index] + (left,) + piles[index + 1:])):
                return True
    return False


class Solution:
    def nimGame(self, piles: List[int]) -> bool:
        return mover_wins(position(piles))
