# Correct but O(n^2): for each pile, tries every amount from 1 up and tests whether it is a square,
# instead of stepping through the squares only. Lost piles scan all amounts below them: about 10^8
# steps at n = 10^5.
class Solution:
    def winnerSquareGame(self, n: int) -> bool:
        win = [False] * (n + 1)
        for pile in range(1, n + 1):
            for take in range(1, pile + 1):
                root = isqrt(take)
                if root * root == take and not win[pile - take]:
                    win[pile] = True
                    break
        return win[n]
