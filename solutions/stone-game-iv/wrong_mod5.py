# Wrong: the lost piles start 0, 2, 5, 7, 10, 12, 15, 17, 20, 22, which looks like "n % 5 is 0 or 2".
# The pattern breaks at 25 (a square: take it all) and 27, and never comes back.
class Solution:
    def winnerSquareGame(self, n: int) -> bool:
        return n % 5 not in (0, 2)
