# Simulation: the game has no choices (the first move takes 10, each later one takes one fewer), so
# play it out. Whoever cannot take the required number loses. At most 10 turns.
class Solution:
    def canAliceWin(self, n: int) -> bool:
        need, alice_to_move = 10, True
        while need > 0 and n >= need:
            n -= need
            need -= 1
            alice_to_move = not alice_to_move
        return not alice_to_move  # the player to move is stuck
