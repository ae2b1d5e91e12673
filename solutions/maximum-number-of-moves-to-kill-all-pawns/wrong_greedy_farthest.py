# Wrong: no look-ahead. Alice always takes the pawn farthest from the knight, Bob the nearest.
from collections import deque


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
        left, at, total, alice = set(range(n)), n, 0, True
        while left:
            pick = (max if alice else min)(sorted(left), key=lambda j: dist[at][j])
            total += dist[at][pick]
            left.remove(pick)
            at, alice = pick, not alice
        return total
