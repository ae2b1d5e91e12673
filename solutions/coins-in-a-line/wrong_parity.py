# Wrong: guesses that the first player wins exactly when n is odd (true for 1 and 5, false for 2 and 3).
class Solution:
    def firstWillWin(self, n: int) -> bool:
        return n % 2 == 1
