# Wrong: the "pool too small" check written with <=, so a pool whose sum is exactly the target is
# called hopeless. With every number used the total does reach the target, and the player who takes
# the last number wins: (1, 1), (3, 6) and (5, 15) are wins for the first player.
class Solution:
    def canIWin(self, maxChoosableInteger: int, desiredTotal: int) -> bool:
        m = maxChoosableInteger
        if desiredTotal <= 0:
            return True
        if m * (m + 1) // 2 <= desiredTotal:
            return False

        @cache
        def wins(taken: int, need: int) -> bool:
            for number in range(1, m + 1):
                bit = 1 << number
                if not taken & bit and (number >= need or not wins(taken | bit, need - number)):
                    return True
            return False

        return wins(0, desiredTotal)
