# Correct but exponential: asks "can the mover win?" recursively with no memo. The recursion tree
# grows like the Fibonacci numbers, so large n never finishes.
class Solution:
    def firstWillWin(self, n: int) -> bool:
        def can_win(coins: int) -> bool:
            if coins >= 1 and not can_win(coins - 1):
                return True
            if coins >= 2 and not can_win(coins - 2):
                return True
            return False

        return can_win(n)
