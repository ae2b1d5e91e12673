# Wrong: Nim's rule for taking 1 to 3 stones, applied to a game where a turn takes 1 or 2 coins.
class Solution:
    def firstWillWin(self, n: int) -> bool:
        return n % 4 != 0
