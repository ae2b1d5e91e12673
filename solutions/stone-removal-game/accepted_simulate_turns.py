"""Play it out: the player to move takes 10, 9, 8, ... stones until someone cannot; that player loses."""


class Solution:
    def canAliceWin(self, n: int) -> bool:
        need, alice_to_move = 10, True
        while need > 0 and n >= need:
            n -= need
            need -= 1
            alice_to_move = not alice_to_move
        return not alice_to_move
