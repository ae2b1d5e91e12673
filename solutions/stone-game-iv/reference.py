# Win/lose table, filled forwards: a pile is lost for the player to move when no square removal leads
# to a lost pile. Walking up from 0, each lost pile i marks i + 1, i + 4, i + 9, ... as won. Only lost
# piles (under 3% of them up to 10^5) spread, so this is O(n sqrt n) at worst and fast in practice.
class Solution:
    def winnerSquareGame(self, n: int) -> bool:
        squares = [k * k for k in range(1, isqrt(n) + 1)]
        win = [False] * (n + 1)
        for pile in range(n + 1):
            if win[pile]:
                continue
            for square in squares:
                if pile + square > n:
                    break
                win[pile + square] = True
        return win[n]
