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
        results = [self.winner(coins - take, 1 - mover) for take in (1, 2) if take <= coins]
        return mover if mover in results else 1 - mover
