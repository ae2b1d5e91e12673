"""Random inputs for Coins in a Line: n uniform in [0, size] (size defaults to the limit, 10^5)."""

from __future__ import annotations

import random

MAX_N = 100_000


def generate(rng: random.Random, size: int | None) -> dict:
    high = MAX_N if size is None else max(0, min(size, MAX_N))
    return {"n": rng.randint(0, high)}
