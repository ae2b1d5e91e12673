"""Inputs for the flower game: n and m up to size (default the limit, 10^5), each odd half the time,
so the both-odd case (where rounding mistakes show) and n * m = 3 (mod 4) come up often."""

from __future__ import annotations

import random

MAX = 100_000


def generate(rng: random.Random, size: int | None) -> dict:
    high = MAX if size is None else max(1, min(size, MAX))
    return {"n": _one(rng, high), "m": _one(rng, high)}


def _one(rng: random.Random, high: int) -> int:
    value = rng.randint(1, high)
    if rng.random() < 0.5 and value % 2 == 0:  # make it odd, staying within [1, high]
        value = value - 1 if value > 1 else 1
    return value
