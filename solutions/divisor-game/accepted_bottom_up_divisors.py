"""Bottom-up win table: n wins if some proper divisor x leaves the other player a losing n - x."""


class Solution:
    def divisorGame(self, n: int) -> bool:
        win = [False] * (n + 1)
        for k in range(2, n + 1):
            win[k] = any(not win[k - x] for x in range(1, k) if k % x == 0)
        return win[n]
