"""Memoised minimax over (ply, mouse, cat); after twice the open cells in plies the cat is given the win."""


class Solution:
    def canMouseWin(self, grid: List[str], catJump: int, mouseJump: int) -> bool:
        R, C = len(grid), len(grid[0])
        where = {grid[r][c]: (r, c) for r in range(R) for c in range(C)}
        food = where["F"]
        limit = 2 * sum(ch != "#" for row in grid for ch in row)

        def reach(pos, jump):
            r, c = pos
            yield pos
            for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
                for step in range(1, jump + 1):
                    nr, nc = r + dr * step, c + dc * step
                    if not (0 <= nr < R and 0 <= nc < C) or grid[nr][nc] == "#":
                        break
                    yield nr, nc

        @cache
        def mouse_wins(ply, mouse, cat):
            if ply >= limit:
                return False
            if ply % 2 == 0:
                return any(nxt == food or (nxt != cat and mouse_wins(ply + 1, nxt, cat))
                           for nxt in reach(mouse, mouseJump))
            return all(nxt != food and nxt != mouse and mouse_wins(ply + 1, mouse, nxt)
                       for nxt in reach(cat, catJump))

        return mouse_wins(0, where["M"], where["C"])
