"""Inputs for Grid Game: two rows of n points. Random values of a few scales, rows where one side
dominates, flat rows (ties everywhere, where a greedy robot 1 goes wrong) and all-maximum rows (the
answer passes 32 bits); every small grid for exhaustive checks."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

MAX_N, MAX_VALUE = 50_000, 100_000


def generate(rng: random.Random, size: int | None) -> dict:
    n = rng.randint(1, MAX_N) if size is None else max(1, min(size, MAX_N))
    shape = rng.choice(("random", "small", "flat", "max", "heavy-top", "heavy-bottom"))
    if shape == "max":
        return {"grid": [[MAX_VALUE] * n, [MAX_VALUE] * n]}
    if shape == "flat":
        value = rng.randint(1, MAX_VALUE)
        return {"grid": [[value] * n, [value] * n]}
    high = 3 if shape == "small" else MAX_VALUE
    rows = [[rng.randint(1, high) for _ in range(n)] for _ in range(2)]
    if shape in ("heavy-top", "heavy-bottom"):
        row = rows[0 if shape == "heavy-top" else 1]
        for i in range(len(row)):
            row[i] = min(MAX_VALUE, row[i] * 10)
    return {"grid": rows}


def small_inputs(size: int) -> Iterator[dict]:
    """Every 2 x n grid over the values 1..3 for n = 1..size, narrowest first."""
    for n in range(1, max(1, size) + 1):
        for cells in itertools.product((1, 2, 3), repeat=2 * n):
            yield {"grid": [list(cells[:n]), list(cells[n:])]}
