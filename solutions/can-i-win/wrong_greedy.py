# Wrong: both players always take the largest number left, and the game is played out once.
# On (3, 5) the first player should take 1: then 2 or 3 leaves a total the first player can finish.
class Solution:
    def canIWin(self, maxChoosableInteger: int, desiredTotal: int) -> bool:
        if desiredTotal <= 0:
            return True
        total, mover = 0, 0
        for number in range(maxChoosableInteger, 0, -1):
            total += number
            if total >= desiredTotal:
                return mover == 0
            mover = 1 - mover
        return False
