# 115 = 75 + 4 * 10 is the only way to make 115 from 75s and 10s (two 75s are too many, and 115 is
# not a multiple of 10), so every turn takes one 75 and four 10s: the game is forced. It lasts
# min(x, y // 4) turns, and the player who makes the last one wins: Alice when that count is odd.
# The method is called losingPlayer, but LeetCode wants the winner's name.
class Solution:
    def losingPlayer(self, x: int, y: int) -> str:
        return "Alice" if min(x, y // 4) % 2 == 1 else "Bob"
