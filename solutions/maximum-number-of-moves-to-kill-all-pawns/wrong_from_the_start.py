# Wrong: measures every capture from the knight's starting square instead of from the pawn taken
# last, so the order only decides who picks which distance.
from collections import deque
from functools import cache


def distances(pts):
    """Knight distances between the given squares on the empty 50 x 50 board, by BFS."""
    table = []
    for sx, sy in pts:
        d = {(sx, sy): 0}
        q = deque([(sx, sy)])
        while q:
            x, y = q.popleft()
            for dx, dy in ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)):
                a, b = x + dx, y + dy
                if 0 <= a < 50 and 0 <= b < 50 and (a, b) not in d:
                    d[(a, b)] = d[(x, y)] + 1
                    q.append((a, b))
        table.append([d[tuple(p)] for p in pts])
    return table


class Solution:
    def maxMoves(self, kx: int, ky: int, positions: List[List[int]]) -> int:
        pts = [tuple(p) for p in positions] + [(kx, ky)]
        n = len(positions)
        dist = distances(pts)

        @cache
        def play(mask: int, alice: bool) -> int:
            if mask == 0:
                return 0
            got = [dist[n][j] + play(mask ^ (1 << j), not alice) for j in range(n) if mask >> j & 1]
            return max(got) if alice else min(got)

        return play((1 << n) - 1, True)
