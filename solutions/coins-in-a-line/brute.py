# Exhaustive game tree, no memo: follow every sequence of moves and see who takes the last coin.
# Exponential in n; meant for small inputs only.
FIRST, SECOND = 0, 1


class Solution:
    def firstWillWin(self, n: int) -> bool:
        return self.winner(n, FIRST) == FIRST

    def winner(self, coins: int, mover: int) -> int:
        """Who takes the last coin when `mover` is to play with `coins` coins on the table."""
        if coins == 0:
            return 1 - mover  # the player who moved last took the last coin
        after_one = self.winner(coins - 1, 1 - mover)
        after_two = self.winner(coins - 2, 1 - mover) if coins >= 2 else after_one
        return mover if mover in (after_one, after_two) else 1 - mover
