"""Inputs for Cat and Mouse II: random grids (open rooms, scattered walls, and winding corridors
cut into a wall-filled grid) with the cat, the mouse and the food on distinct open cells, and
every small grid for exhaustive checks."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

MAX_SIDE, MAX_JUMP = 8, 8


def _corridors(rng: random.Random, rows: int, cols: int) -> list[list[str]]:
    """A random spanning tree of a coarse lattice carved into walls: long winding paths."""
    cells = [["#"] * cols for _ in range(rows)]
    start = (0, 0)
    cells[0][0] = "."
    stack, seen = [start], {start}
    while stack:
        r, c = stack[-1]
        options = [(r + dr, c + dc, r + dr // 2, c + dc // 2)
                   for dr, dc in ((2, 0), (-2, 0), (0, 2), (0, -2))
                   if 0 <= r + dr < rows and 0 <= c + dc < cols and (r + dr, c + dc) not in seen]
        if not options:
            stack.pop()
            continue
        nr, nc, mr, mc = rng.choice(options)
        cells[mr][mc] = cells[nr][nc] = "."
        seen.add((nr, nc))
        stack.append((nr, nc))
    for _ in range(rng.randint(0, 3)):  # a few extra openings make loops
        cells[rng.randrange(rows)][rng.randrange(cols)] = "."
    return cells


def generate(rng: random.Random, size: int | None) -> dict:
    if size is None:
        rows, cols = rng.randint(1, MAX_SIDE), rng.randint(1, MAX_SIDE)
    else:
        side = max(1, min(size, MAX_SIDE))
        rows, cols = side, rng.choice((side, side, max(1, side - rng.randint(0, 3))))
        if rng.random() < 0.5:
            rows, cols = cols, rows
    while rows * cols < 3:
        cols += 1
    shape = rng.choice(("open", "walls", "walls", "corridors"))
    if shape == "corridors":
        cells = _corridors(rng, rows, cols)
    else:
        density = 0.0 if shape == "open" else rng.uniform(0.1, 0.45)
        cells = [["#" if rng.random() < density else "." for _ in range(cols)] for _ in range(rows)]
    spots = [(r, c) for r in range(rows) for c in range(cols)]
    floor = [spot for spot in spots if cells[spot[0]][spot[1]] == "."]
    if len(floor) < 3:
        floor = spots
    for piece, (r, c) in zip("CMF", rng.sample(floor, 3)):
        cells[r][c] = piece
    small = rng.random() < 0.6
    jump = (lambda: rng.randint(1, 3)) if small else (lambda: rng.randint(1, MAX_JUMP))
    return {"grid": ["".join(row) for row in cells], "catJump": jump(), "mouseJump": jump()}


def small_inputs(size: int) -> Iterator[dict]:
    """Every grid of up to `size` cells (one row, one column or 2 x 2 and 2 x 3), any walls, the
    three pieces anywhere, jumps 1 and 2; fewest cells first."""
    shapes = sorted({(r, c) for r in range(1, size + 1) for c in range(1, size + 1)
                     if 3 <= r * c <= size and (r == 1 or c == 1 or r * c <= 6)},
                    key=lambda shape: (shape[0] * shape[1], shape))
    for rows, cols in shapes:
        count = rows * cols
        for cat, mouse, food in itertools.permutations(range(count), 3):
            others = [i for i in range(count) if i not in (cat, mouse, food)]
            for walls in itertools.product(".#", repeat=len(others)):
                cells = ["."] * count
                for i, cell in zip(others, walls):
                    cells[i] = cell
                cells[cat], cells[mouse], cells[food] = "C", "M", "F"
                grid = ["".join(cells[r * cols:(r + 1) * cols]) for r in range(rows)]
                for cat_jump, mouse_jump in itertools.product((1, 2), repeat=2):
                    yield {"grid": grid, "catJump": cat_jump, "mouseJump": mouse_jump}
