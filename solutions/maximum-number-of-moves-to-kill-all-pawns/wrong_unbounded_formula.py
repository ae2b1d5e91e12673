# Wrong: the closed formula for a knight's distance on an unbounded board, right on this board
# except from a corner to its diagonal neighbour (2 moves unbounded, 4 here: the first move would
# leave the board).
from functools import cache


def knight(dx: int, dy: int) -> int:
    dx, dy = abs(dx), abs(dy)
    if dx < dy:
        dx, dy = dy, dx
    if (dx, dy) == (1, 0):
        return 3
    if (dx, dy) == (2, 2):
        return 4
    delta = dx - dy
    if dy > delta:
        return delta - 2 * ((delta - dy) // 3)
    return delta - 2 * ((delta - dy) // 4)


class Solution:
    def maxMoves(self, kx: int, ky: int, positions: List[List[int]]) -> int:
        pts = [tuple(p) for p in positions] + [(kx, ky)]
        n = len(positions)
        dist = [[knight(a[0] - b[0], a[1] - b[1]) for b in pts] for a in pts]

        @cache
        def play(at: int, mask: int, alice: bool) -> int:
            if mask == 0:
                return 0
            got = [dist[at][j] + play(j, mask ^ (1 << j), not alice) for j in range(n) if mask >> j & 1]
            return max(got) if alice else min(got)

        return play(n, (1 << n) - 1, True)
