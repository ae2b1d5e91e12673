"""The rule of Cat and Mouse II's grids the spec's generic constraints cannot say: rows of one
length, 1 to 8, of the cells "CMF.#", with exactly one 'C', one 'M' and one 'F'.

validate(args) -> the rules the input breaks (empty when it keeps them); repair(args) -> a grid that
keeps them, built from a random one, so that stress's random inputs do (and shrink)."""

from __future__ import annotations

CELLS = "CMF.#"  # cat, mouse, food, floor, wall
MAX_ROWS = MAX_WIDTH = 8
RULE = (
    "grid: all rows have the same length, 1 to 8, the cells are from 'CMF.#', and there is exactly "
    "one 'C', one 'M' and one 'F' does not hold"
)


def validate(args: dict) -> list[str]:
    grid = args["grid"]
    widths = {len(row) for row in grid}
    text = "".join(grid)
    ok = (
        len(widths) == 1
        and 1 <= min(widths) <= MAX_WIDTH
        and set(text) <= set(CELLS)
        and (text.count("C"), text.count("M"), text.count("F")) == (1, 1, 1)
    )
    return [] if ok else [RULE]


def repair(args: dict) -> dict:
    rows = [row for row in args["grid"] if row][:MAX_ROWS] or ["..."]
    width = min(MAX_WIDTH, max(len(row) for row in rows))
    if len(rows) * width < 3:
        width = 3
    cells = [list((row + "." * width)[:width]) for row in rows]
    for row in cells:  # keep the walls, drop the pieces, then place each piece once
        for k, cell in enumerate(row):
            if cell != "#":
                row[k] = "."
    last = len(cells) * width - 1  # at least 2, so the three places below differ
    for piece, index in (("M", 0), ("F", last), ("C", last // 2)):
        cells[index // width][index % width] = piece
    return {**args, "grid": ["".join(row) for row in cells]}
