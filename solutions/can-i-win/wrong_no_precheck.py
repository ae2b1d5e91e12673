# Wrong: no check that the pool can reach the target at all. When the numbers run out the search
# scores it as a loss for the player to move, so the other player "wins" a game nobody wins:
# (1, 2) gives true, but taking the 1 leaves the total at 1 forever.
class Solution:
    def canIWin(self, maxChoosableInteger: int, desiredTotal: int) -> bool:
        m = maxChoosableInteger
        if desiredTotal <= 0:
            return True

        @cache
        def wins(taken: int, need: int) -> bool:
            for number in range(1, m + 1):
                bit = 1 << number
                if not taken & bit and (number >= need or not wins(taken | bit, need - number)):
                    return True
            return False

        return wins(0, desiredTotal)
