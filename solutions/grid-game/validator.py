"""The shape of Grid Game's input the spec's generic constraints cannot say: exactly two rows of the
same length n, 1 <= n <= 5 * 10^4.

validate(args) -> the rules the input breaks (empty when it keeps them); repair(args) -> a grid that
keeps them, built from a random one, so that stress's random inputs do (and shrink)."""

from __future__ import annotations

MAX_N = 50_000
RULE = "grid: two rows of the same length n, 1 <= n <= 50000"


def validate(args: dict) -> list[str]:
    grid = args["grid"]
    ok = len(grid) == 2 and 1 <= len(grid[0]) <= MAX_N and len(grid[0]) == len(grid[1])
    return [] if ok else [RULE]


def repair(args: dict) -> dict:
    rows = [list(row) for row in args["grid"][:2]] + [[], []]
    top, bottom = rows[0], rows[1]
    n = min(max(len(top), len(bottom), 1), MAX_N)
    top = (top + bottom + [1] * n)[:n]
    bottom = (bottom + top + [1] * n)[:n]
    return {**args, "grid": [top, bottom]}
