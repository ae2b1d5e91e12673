"""Random inputs for Nim Game: n uniform in [1, size] (size defaults to the limit, 2^31 - 1)."""

from __future__ import annotations

import random

MAX_N = 2**31 - 1


def generate(rng: random.Random, size: int | None) -> dict:
    high = MAX_N if size is None else max(1, min(size, MAX_N))
    return {"n": rng.randint(1, high)}
