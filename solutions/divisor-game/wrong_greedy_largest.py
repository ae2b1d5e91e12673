# Wrong: plays the game out with both players always taking the largest allowed x (to shrink the
# number fastest). At n = 4 Alice takes 2, Bob takes 1 and Alice is stuck; taking 1 first would win.
class Solution:
    def divisorGame(self, n: int) -> bool:
        alice_to_move = True
        while True:
            moves = [x for x in range(1, n) if n % x == 0]
            if not moves:
                return not alice_to_move
            n -= max(moves)
            alice_to_move = not alice_to_move
