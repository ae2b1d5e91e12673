"""One optimal line of play for Grid Game: robot 1 goes down in the column that leaves robot 2 the
least, then robot 2 goes down where it collects the most of what is left. Each state is the grid as
it stands with the value it is worth to robot 2 under best play (no table: a state is a whole grid,
and the choice is one column)."""

from __future__ import annotations

NOTE = ("grid-game has no table (robot 1 picks one column, robot 2 one column): the optimal line of "
        "play is shown with what each grid is worth to robot 2")
LIMIT = {"grid": 2}  # a grid is measured by its rows; every pass here is O(n)
PLAYERS = ("Robot 1", "Robot 2")


def _robot2_best(grid: list[list[int]]) -> tuple[int, int]:
    """(points, column) of robot 2's best path on this grid: the first column where it does best.
    One pass: going down in column c collects the top row up to c and the bottom row from c on."""
    top_so_far, bottom_rest = 0, sum(grid[1])
    best, column = -1, 0
    for c, (up, down) in enumerate(zip(*grid)):
        top_so_far += up
        if top_so_far + bottom_rest > best:
            best, column = top_so_far + bottom_rest, c
        bottom_rest -= down
    return best, column


def _left_for_2(grid: list[list[int]]) -> list[int]:
    """For each column robot 1 may go down in, what robot 2 can still collect: the top row right of
    it or the bottom row left of it, whichever is more (one path cannot take both)."""
    top_rest, bottom_before, worth = sum(grid[0]), 0, []
    for up, down in zip(*grid):
        top_rest -= up
        worth.append(max(top_rest, bottom_before))
        bottom_before += down
    return worth


def _shown(grid: list[list[int]]) -> str:
    return f"{grid}" if len(grid[0]) <= 20 else f"a 2 x {len(grid[0])} grid"


def _cleared(grid: list[list[int]], down: int) -> list[list[int]]:
    top = [0 if c <= down else v for c, v in enumerate(grid[0])]
    bottom = [0 if c >= down else v for c, v in enumerate(grid[1])]
    return [top, bottom]


def line_of_play(grid: list[list[int]]) -> list[dict]:
    left_for_2 = _left_for_2(grid)
    value = min(left_for_2)
    down = left_for_2.index(value)
    after = _cleared(grid, down)
    got, down2 = _robot2_best(after)
    taken = sum(grid[0]) + sum(grid[1]) - sum(after[0]) - sum(after[1])
    return [
        {"player": PLAYERS[0], "move": f"goes down in column {down}", "scores": {PLAYERS[0]: taken},
         "state": _shown(grid), "value": f"robot 2 gets {value}"},
        {"player": PLAYERS[1], "move": f"goes down in column {down2}",
         "scores": {PLAYERS[0]: taken, PLAYERS[1]: got}, "state": _shown(after), "value": f"robot 2 gets {got}"},
    ]
