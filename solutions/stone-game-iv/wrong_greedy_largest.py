# Wrong: plays the game out with both players always removing the largest square that fits. At n = 8
# Alice takes 4, Bob takes 4 and Alice is stuck, but taking 1 first (leaving 7, a lost pile) wins.
class Solution:
    def winnerSquareGame(self, n: int) -> bool:
        alice_to_move = True
        while n > 0:
            n -= isqrt(n) ** 2
            alice_to_move = not alice_to_move
        return not alice_to_move
