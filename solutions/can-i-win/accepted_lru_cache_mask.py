"""Top-down with @lru_cache on the mask of used numbers; the amount still needed follows from it."""


class Solution:
    def canIWin(self, maxChoosableInteger: int, desiredTotal: int) -> bool:
        top = maxChoosableInteger
        if top * (top + 1) // 2 < desiredTotal:
            return False
        if desiredTotal <= 0:
            return True

        @lru_cache(maxsize=None)
        def mover_wins(used: int, need: int) -> bool:
            for k in range(top, 0, -1):
                if used >> k & 1 == 0 and (k >= need or not mover_wins(used | 1 << k, need - k)):
                    return True
            return False

        return mover_wins(0, desiredTotal)
