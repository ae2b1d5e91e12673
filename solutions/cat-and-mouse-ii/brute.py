# The rule itself, by value iteration: `wins` is the set of positions from which the mouse can force
# reaching the food first within k plies, for k = 0, 1, 2, ... Each sweep recomputes every position
# from the previous set, so after k sweeps it is exactly "within k plies". The set only grows; when
# a sweep adds nothing it never will, and what is not in it is a cat win (the cat can hold the game
# past any turn limit). Moves are found by walking the grid cell by cell.
def canMouseWin(grid, catJump, mouseJump):
    rows, cols = len(grid), len(grid[0])

    def find(piece):
        return next((r, c) for r in range(rows) for c in range(cols) if grid[r][c] == piece)

    food = find("F")
    cells = [(r, c) for r in range(rows) for c in range(cols) if grid[r][c] != "#"]

    def reachable(cell, jump):
        out = {cell}
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            r, c = cell
            for _ in range(jump):
                r, c = r + dr, c + dc
                if not (0 <= r < rows and 0 <= c < cols) or grid[r][c] == "#":
                    break
                out.add((r, c))
        return out

    mouse_steps = {cell: reachable(cell, mouseJump) for cell in cells}
    cat_steps = {cell: reachable(cell, catJump) for cell in cells}

    def over(mouse, cat):
        """None while the game goes on, else True when the mouse has won."""
        if mouse == cat or cat == food:
            return False
        if mouse == food:
            return True
        return None

    positions = [(m, c, mouse_moves) for m in cells for c in cells for mouse_moves in (True, False)]
    wins = {p for p in positions if over(p[0], p[1]) is True}
    while True:
        grown = set(wins)
        for m, c, mouse_moves in positions:
            if (m, c, mouse_moves) in wins or over(m, c) is not None:
                continue
            if mouse_moves:
                good = any((m2, c, False) in wins for m2 in mouse_steps[m])
            else:
                good = all((m, c2, True) in wins for c2 in cat_steps[c])
            if good:
                grown.add((m, c, mouse_moves))
        if grown == wins:
            break
        wins = grown
    return (find("M"), find("C"), True) in wins
