"""Inputs for 3283: a knight and up to 15 pawns on the 50 x 50 board. Random boards, crowds in a
corner (where the board's edge makes a corner and its diagonal neighbour 4 moves apart, not 2),
pawns along one edge, and full boards of 15 pawns (the slowest tests); every small game in a corner
for exhaustive checks."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

SIDE, MOST = 50, 15
CORNERS = ((0, 0), (0, SIDE - 1), (SIDE - 1, 0), (SIDE - 1, SIDE - 1))


def _near(rng: random.Random, corner: tuple[int, int], spread: int) -> tuple[int, int]:
    x = corner[0] + rng.randint(0, spread) * (1 if corner[0] == 0 else -1)
    y = corner[1] + rng.randint(0, spread) * (1 if corner[1] == 0 else -1)
    return x, y


def generate(rng: random.Random, size: int | None) -> dict:
    count = rng.randint(1, MOST) if size is None else max(1, min(size, MOST))
    shape = rng.choice(("random", "corner", "edge", "random"))
    corner = rng.choice(CORNERS)
    squares: list[tuple[int, int]] = []
    while len(squares) < count + 1:
        if shape == "corner":
            square = _near(rng, corner, 4 if count < 8 else 6)
        elif shape == "edge":
            square = (corner[0], rng.randrange(SIDE)) if rng.random() < 0.8 else _near(rng, corner, 3)
        else:
            square = (rng.randrange(SIDE), rng.randrange(SIDE))
        if square not in squares:
            squares.append(square)
    knight, pawns = squares[0], squares[1:]
    return {"kx": knight[0], "ky": knight[1], "positions": [list(p) for p in pawns]}


def small_inputs(size: int) -> Iterator[dict]:
    """Every game in the 3 x 3 corner square: the knight on any of its 9 squares and 1 to
    min(size, 3) pawns on the others, fewest pawns first."""
    square = [(x, y) for x in range(3) for y in range(3)]
    for count in range(1, min(max(size, 1), 3) + 1):
        for knight in square:
            others = [s for s in square if s != knight]
            for pawns in itertools.combinations(others, count):
                yield {"kx": knight[0], "ky": knight[1], "positions": [list(p) for p in pawns]}
