# Wrong: both players maximise the total (Bob too). Right on all three examples; on kx = 0, ky = 0,
# positions [[0,1],[0,2],[0,3]] it gives 9 where Bob holds Alice to 8.
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
        def best(at: int, mask: int) -> int:
            if mask == 0:
                return 0
            return max(dist[at][j] + best(j, mask ^ (1 << j)) for j in range(n) if mask >> j & 1)

        return best(n, (1 << n) - 1)
