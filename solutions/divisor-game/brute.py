# Exhaustive game-tree search from the rules, memoised on the number: the player to move wins if
# some x with 0 < x < number and number % x == 0 leaves the other player a lost number. A player with
# no such x (number 1) loses. No parity argument; recursion up to n deep, for small n only.
from functools import cache


class Solution:
    def divisorGame(self, n: int) -> bool:
        @cache
        def mover_wins(number: int) -> bool:
            return any(number % x == 0 and not mover_wins(number - x) for x in range(1, number))

        return mover_wins(n)
