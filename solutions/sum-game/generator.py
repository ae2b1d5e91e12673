"""Inputs for Sum Game: even-length strings of digits and '?'.

About half the cases are built to be Bob's: the two '?' counts have the same parity and the known
digits are nudged until 2 * (left sum - right sum) == 9 * (right '?' - left '?'), which random
strings almost never hit. The rest are random, with a random share of '?'.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

MAX_LENGTH = 100_000


def generate(rng: random.Random, size: int | None) -> dict:
    length = rng.randint(1, MAX_LENGTH // 2) * 2 if size is None else max(2, min(size, MAX_LENGTH))
    length -= length % 2
    half = length // 2
    share = rng.choice((0.0, 0.05, 0.3, 0.5, 0.9, 1.0))
    cells = [["?" if rng.random() < share else rng.choice("0123456789") for _ in range(half)]
             for _ in range(2)]
    if rng.random() < 0.5:
        _balance(rng, cells)
    return {"num": "".join(cells[0] + cells[1])}


def _balance(rng: random.Random, cells: list[list[str]]) -> None:
    """Nudge digits so that the string is a Bob win, when the '?' counts allow it."""
    ql, qr = cells[0].count("?"), cells[1].count("?")
    if (ql + qr) % 2:
        # turn one '?' into a digit (or a digit into '?') to make the count even
        spots = [(s, i) for s in (0, 1) for i in range(len(cells[s]))]
        side, i = rng.choice(spots)
        cells[side][i] = rng.choice("0123456789") if cells[side][i] == "?" else "?"
        ql, qr = cells[0].count("?"), cells[1].count("?")
    want = 9 * (qr - ql) // 2  # the left-minus-right gap that makes it Bob's
    digits = [(s, i) for s in (0, 1) for i in range(len(cells[s])) if cells[s][i] != "?"]
    rng.shuffle(digits)
    gap = _gap(cells)
    for side, i in digits:
        if gap == want:
            break
        value = int(cells[side][i])
        sign = 1 if side == 0 else -1
        # the digit that moves the gap as far toward `want` as one cell can
        best = min(range(10), key=lambda d: abs(gap + sign * (d - value) - want))
        gap += sign * (best - value)
        cells[side][i] = str(best)


def _gap(cells: list[list[str]]) -> int:
    left = sum(int(c) for c in cells[0] if c != "?")
    right = sum(int(c) for c in cells[1] if c != "?")
    return left - right


def small_inputs(size: int) -> Iterator[dict]:
    """Every even-length string over '?', 0, 5, 9 up to length `size`, shortest first."""
    for length in range(2, size + 1, 2):
        for chars in itertools.product("?059", repeat=length):
            yield {"num": "".join(chars)}
