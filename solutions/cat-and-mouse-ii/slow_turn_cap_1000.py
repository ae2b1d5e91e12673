# Correct but too slow: the memoised search over (plies played, mouse, cat) with the turn limit
# of the statement taken literally, 1000 turns of each player. Up to 2000 * (rc)^2 states, each
# trying up to 33 moves: far too many at 8 x 8. The memo is a flat bytearray (8 MB at most), so
# the search runs out of time, never out of memory, whatever the machine's speed.
class Solution:
    def canMouseWin(self, grid: List[str], catJump: int, mouseJump: int) -> bool:
        rows, cols = len(grid), len(grid[0])
        cap = 2000
        for r, row in enumerate(grid):
            for c, cell in enumerate(row):
                if cell == "M":
                    mouse0 = (r, c)
                elif cell == "C":
                    cat0 = (r, c)
                elif cell == "F":
                    food = (r, c)

        def steps(pos, jump):
            yield pos
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                for k in range(1, jump + 1):
                    r, c = pos[0] + dr * k, pos[1] + dc * k
                    if not (0 <= r < rows and 0 <= c < cols) or grid[r][c] == "#":
                        break
                    yield (r, c)

        cells = rows * cols
        memo = bytearray(cap * cells * cells)  # 0 unknown, 1 cat wins, 2 mouse wins

        def mouse_wins(plies, mouse, cat):
            if plies >= cap:
                return False
            key = (plies * cells + mouse[0] * cols + mouse[1]) * cells + cat[0] * cols + cat[1]
            if not memo[key]:
                memo[key] = 2 if decide(plies, mouse, cat) else 1
            return memo[key] == 2

        def decide(plies, mouse, cat):
            if plies % 2 == 0:
                for nxt in steps(mouse, mouseJump):
                    if nxt == food or (nxt != cat and mouse_wins(plies + 1, nxt, cat)):
                        return True
                return False
            for nxt in steps(cat, catJump):
                if nxt == food or nxt == mouse or not mouse_wins(plies + 1, mouse, nxt):
                    return False
            return True

        return mouse_wins(0, mouse0, cat0)
