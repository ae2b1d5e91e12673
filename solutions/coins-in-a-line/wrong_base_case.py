# Wrong base case: the DP is right, but "n <= 2 wins" also claims a win with no coins at all.
class Solution:
    def firstWillWin(self, n: int) -> bool:
        if n <= 2:
            return True
        win = [False, True, True] + [False] * (n - 2)
        for coins in range(3, n + 1):
            win[coins] = not win[coins - 1] or not win[coins - 2]
        return win[n]
