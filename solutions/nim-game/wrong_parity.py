# Wrong: guesses from n = 1, 2, 4 that odd piles win; n = 6 wins too (take 2, leave 4).
class Solution:
    def canWinNim(self, n: int) -> bool:
        return n % 2 == 1
