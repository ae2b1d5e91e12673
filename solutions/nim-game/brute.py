# Exhaustive game-tree search straight from the rules, memoised on the pile size: the player to move
# wins if some legal take (1, 2 or 3 stones, never more than are left) either takes the last stone or
# leaves a pile the other player cannot win. Only for small n (the recursion is n deep).
from functools import cache


class Solution:
    def canWinNim(self, n: int) -> bool:
        @cache
        def mover_wins(stones: int) -> bool:
            for take in (1, 2, 3):
                if take > stones:
                    break
                if take == stones or not mover_wins(stones - take):
                    return True
            return False

        return mover_wins(n)
