# Accepted, not wrong: number the piles 0..n-1. With n even, Alice can take every even-numbered pile
# (or every odd-numbered one): whatever Bob does, she can always keep taking from the chosen class.
# One class holds more stones than the other (the total is odd), so Alice always wins.
class Solution:
    def stoneGame(self, piles: list[int]) -> bool:
        return True
