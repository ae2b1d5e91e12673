# Game search from the rules for every pair (x, y): the mover takes one flower from a non-empty lane
# and wins at once if that was the last flower; otherwise they win if some move leaves the other
# player a lost position. Memoised on the lanes; O(n * m) states, small n and m only.
from functools import cache


class Solution:
    def flowerGame(self, n: int, m: int) -> int:
        @cache
        def mover_wins(x: int, y: int) -> bool:
            moves = [(x - 1, y)] * (x > 0) + [(x, y - 1)] * (y > 0)
            return any(after == (0, 0) or not mover_wins(*after) for after in moves)

        return sum(mover_wins(x, y) for x in range(1, n + 1) for y in range(1, m + 1))
