"""Retrograde BFS from the decided positions, states as (mouse, cat, side) tuples in dicts; undecided is a cat win."""


class Solution:
    def canMouseWin(self, grid, catJump, mouseJump):
        R, C = len(grid), len(grid[0])
        cells = [(r, c) for r in range(R) for c in range(C) if grid[r][c] != "#"]
        spot = {grid[r][c]: (r, c) for r, c in cells}

        def moves(pos, jump):
            out = [pos]
            for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
                for k in range(1, jump + 1):
                    r, c = pos[0] + dr * k, pos[1] + dc * k
                    if not (0 <= r < R and 0 <= c < C) or grid[r][c] == "#":
                        break
                    out.append((r, c))
            return out

        step = ({p: moves(p, mouseJump) for p in cells}, {p: moves(p, catJump) for p in cells})
        winner, todo = {}, collections.deque()
        for a in cells:
            for b in cells:
                for side in (0, 1):
                    if a == b or b == spot["F"]:
                        w = 1
                    elif a == spot["F"]:
                        w = 0
                    else:
                        continue
                    winner[a, b, side] = w
                    todo.append((a, b, side))
        left = {}
        while todo:
            m, c, side = todo.popleft()
            w = winner[m, c, side]
            mover = 1 - side
            for p in step[mover][c if mover else m]:
                prev = (m, p, mover) if mover else (p, c, mover)
                if prev in winner:
                    continue
                if w == mover:
                    winner[prev] = w
                    todo.append(prev)
                else:
                    left[prev] = left.get(prev, len(step[mover][p])) - 1
                    if left[prev] == 0:
                        winner[prev] = w
                        todo.append(prev)
        return winner.get((spot["M"], spot["C"], 0), 1) == 0
