# Exhaustive game search from the rules, with no shortcut about how 115 can be made: the mover tries
# every count a of 75s and b of 10s they hold with 75a + 10b = 115; a player with no such move loses.
# Memoised on (x, y).
from functools import cache


class Solution:
    def losingPlayer(self, x: int, y: int) -> str:
        @cache
        def mover_wins(x: int, y: int) -> bool:
            return any(75 * a + 10 * b == 115 and not mover_wins(x - a, y - b)
                       for a in range(x + 1) for b in range(y + 1))

        return "Alice" if mover_wins(x, y) else "Bob"
