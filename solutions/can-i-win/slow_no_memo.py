# Correct but exponential: the same search over the numbers taken, with no memo, so every order of
# picks is played out again. Fine for a small pool, hopeless at 20 numbers.
class Solution:
    def canIWin(self, maxChoosableInteger: int, desiredTotal: int) -> bool:
        m = maxChoosableInteger
        if desiredTotal <= 0:
            return True
        if m * (m + 1) // 2 < desiredTotal:
            return False

        def wins(taken: int, need: int) -> bool:
            for number in range(1, m + 1):
                bit = 1 << number
                if not taken & bit and (number >= need or not wins(taken | bit, need - number)):
                    return True
            return False

        return wins(0, desiredTotal)
