"""Random inputs for Stone Game III: a length (size, or uniform in the limits) and values from a random
symmetric range (small ranges give ties and zeros, the full range realistic values); some inputs lean
negative so that every move can lose, and some are one value repeated."""

from __future__ import annotations

import random

MAX_LENGTH = 50_000
MAX_VALUE = 1000
SPREADS = (1, 2, 3, 10, MAX_VALUE, MAX_VALUE)


def generate(rng: random.Random, size: int | None) -> dict:
    length = rng.randint(1, MAX_LENGTH) if size is None else max(1, min(size, MAX_LENGTH))
    spread = rng.choice(SPREADS)
    shape = rng.random()
    if shape < 0.1:
        value = rng.randint(-spread, spread)
        return {"stoneValue": [value] * length}
    low, high = (-spread, spread // 2) if shape < 0.3 else (-spread, spread)
    return {"stoneValue": [rng.randint(low, high) for _ in range(length)]}
