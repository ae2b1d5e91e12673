"""Random inputs for Stone Game V: a length (size, or uniform in the limits) and values of a random
shape: uniform up to a random cap (small caps make equal-sum cuts common), all equal, or growing
(each stone about as heavy as the ones before it, which keeps many cuts close and the DP busy)."""

from __future__ import annotations

import random

MAX_LENGTH = 500
MAX_VALUE = 1_000_000
CAPS = (1, 2, 3, 10, 1000, MAX_VALUE, MAX_VALUE)


def generate(rng: random.Random, size: int | None) -> dict:
    length = rng.randint(1, MAX_LENGTH) if size is None else max(1, min(size, MAX_LENGTH))
    shape = rng.random()
    if shape < 0.15:
        return {"stoneValue": [rng.randint(1, MAX_VALUE)] * length}
    if shape < 0.25:
        values = [rng.randint(1, 3) for _ in range(length)]
        values.sort(reverse=rng.random() < 0.5)
        return {"stoneValue": values}
    cap = rng.choice(CAPS)
    return {"stoneValue": [rng.randint(1, cap) for _ in range(length)]}
