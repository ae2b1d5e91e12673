# Wrong: the loop only lets a player move while strictly more stones than required are left, so taking
# the last stones exactly is never allowed (n = 10: Alice can take all ten and win).
class Solution:
    def canAliceWin(self, n: int) -> bool:
        need, alice_to_move = 10, True
        while n > need:
            n -= need
            need -= 1
            alice_to_move = not alice_to_move
        return not alice_to_move
