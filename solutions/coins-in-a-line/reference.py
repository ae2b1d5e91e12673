# Bottom-up win/lose table. win[i] says whether the player to move wins with i coins left: they win
# when taking one or two coins can leave the other player a losing pile. With no coins left the
# player to move has already lost (the other player took the last coin). O(n) time and memory.
class Solution:
    def firstWillWin(self, n: int) -> bool:
        win = [False] * (n + 1)
        for coins in range(1, n + 1):
            win[coins] = not win[coins - 1] or (coins >= 2 and not win[coins - 2])
        return win[n]
