"""The usual top-down answer: BFS from the knight and from each pawn with a deque, then a memoised
dfs(i, mask, turn) over the last pawn taken and the pawns left, as most Python solutions write it."""
from collections import deque
from functools import cache

MOVES = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]


class Solution:
    def maxMoves(self, kx, ky, positions):
        pts = positions + [[kx, ky]]
        n = len(positions)

        def bfs(sx, sy):
            d = [[-1] * 50 for _ in range(50)]
            d[sx][sy] = 0
            q = deque([(sx, sy)])
            while q:
                x, y = q.popleft()
                for dx, dy in MOVES:
                    a, b = x + dx, y + dy
                    if 0 <= a < 50 and 0 <= b < 50 and d[a][b] == -1:
                        d[a][b] = d[x][y] + 1
                        q.append((a, b))
            return d

        boards = [bfs(x, y) for x, y in pts]

        @cache
        def dfs(i, mask, alice):
            if mask == 0:
                return 0
            best = -1 if alice else float("inf")
            for j in range(n):
                if mask >> j & 1:
                    got = boards[i][pts[j][0]][pts[j][1]] + dfs(j, mask ^ (1 << j), not alice)
                    best = max(best, got) if alice else min(best, got)
            return best

        return dfs(n, (1 << n) - 1, True)
