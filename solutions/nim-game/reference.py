# O(1). A pile that is a multiple of 4 loses for the player to move: whatever they take (1, 2 or 3),
# the other player takes the rest of that 4 and the pile is a multiple of 4 again, down to 0. Any
# other pile wins: take n % 4 and hand the other player a multiple of 4.
class Solution:
    def canWinNim(self, n: int) -> bool:
        return n % 4 != 0
