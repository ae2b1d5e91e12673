# Correct but factorial: BFS distances as usual, then a minimax over every capture order with no
# memo (15! = 1.3 * 10^12 orders at 15 pawns).
from collections import deque


class Solution:
    def maxMoves(self, kx: int, ky: int, positions: List[List[int]]) -> int:
        pts = [tuple(p) for p in positions] + [(kx, ky)]
        n = len(positions)
        dist = []
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
            dist.append([d[p] for p in pts])

        def play(at: int, left: list[int], alice: bool) -> int:
            if not left:
                return 0
            results = [dist[at][j] + play(j, [k for k in left if k != j], not alice) for j in left]
            return max(results) if alice else min(results)

        return play(n, list(range(n)), True)
