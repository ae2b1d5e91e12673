# Exhaustive game tree with no memo, straight from the rules: the player to move wins if some removal
# of a positive square number of stones (at most the pile) leaves a position the other player loses;
# with no stones left there is no move and the mover loses. Exponential: small n only.
class Solution:
    def winnerSquareGame(self, n: int) -> bool:
        return self.mover_wins(n)

    def mover_wins(self, stones: int) -> bool:
        side = 1
        while side * side <= stones:
            if not self.mover_wins(stones - side * side):
                return True
            side += 1
        return False
