# Forgets that a player may stay where it is: only jumps of 1..limit cells are tried. A mouse that
# should wait for the cat to commit, or a cat that should hold its place in front of the food, is
# made to move, and the result changes. Otherwise the reference's retrograde analysis, so the
# mistake shows as a WA, not as a time-out.
class Solution:
    def canMouseWin(self, grid: List[str], catJump: int, mouseJump: int) -> bool:
        rows, cols = len(grid), len(grid[0])
        size = rows * cols
        open_cell = [grid[i // cols][i % cols] != "#" for i in range(size)]

        def moves(cell: int, jump: int) -> list[int]:
            found = []  # the bug: staying put is not offered
            r, c = divmod(cell, cols)
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                for step in range(1, jump + 1):
                    nr, nc = r + dr * step, c + dc * step
                    if not (0 <= nr < rows and 0 <= nc < cols) or not open_cell[nr * cols + nc]:
                        break
                    found.append(nr * cols + nc)
            return found

        mouse_moves = [moves(i, mouseJump) if open_cell[i] else [] for i in range(size)]
        cat_moves = [moves(i, catJump) if open_cell[i] else [] for i in range(size)]
        text = "".join(grid)
        food, mouse0, cat0 = text.index("F"), text.index("M"), text.index("C")

        undecided, mouse_wins, cat_wins = 0, 1, 2
        result = [[[undecided, undecided] for _ in range(size)] for _ in range(size)]
        left = [[[len(mouse_moves[m]), len(cat_moves[c])] for c in range(size)] for m in range(size)]
        queue = deque()
        for m in range(size):
            for c in range(size):
                if not (open_cell[m] and open_cell[c]):
                    continue
                if m == c or c == food:
                    outcome = cat_wins
                elif m == food:
                    outcome = mouse_wins
                else:
                    continue
                for turn in (0, 1):
                    result[m][c][turn] = outcome
                    queue.append((m, c, turn))
        while queue:
            m, c, turn = queue.popleft()
            outcome = result[m][c][turn]
            if turn == 0:  # the cat moved here: from (m, prev, cat to move)
                for prev in cat_moves[c]:
                    if result[m][prev][1] != undecided:
                        continue
                    if outcome == cat_wins:
                        result[m][prev][1] = cat_wins
                        queue.append((m, prev, 1))
                    else:
                        left[m][prev][1] -= 1
                        if left[m][prev][1] == 0:
                            result[m][prev][1] = mouse_wins
                            queue.append((m, prev, 1))
            else:  # the mouse moved here: from (prev, c, mouse to move)
                for prev in mouse_moves[m]:
                    if result[prev][c][0] != undecided:
                        continue
                    if outcome == mouse_wins:
                        result[prev][c][0] = mouse_wins
                        queue.append((prev, c, 0))
                    else:
                        left[prev][c][0] -= 1
                        if left[prev][c][0] == 0:
                            result[prev][c][0] = cat_wins
                            queue.append((prev, c, 0))
        return result[mouse0][cat0][0] == mouse_wins
