# Correct but exponential: asks "can the mover win?" recursively with no memo. The recursion tree
# grows like the Fibonacci numbers, so large n never finishes.
class Solution:
    def firstWillWin(self, n: int) -> bool:
        def can_win(coins: int) -> bool:
            return any(not can_win(coins - take) for take in (1, 2) if take <= coins)

        return can_win(n)
