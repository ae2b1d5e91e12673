"""Random inputs for Stone Game VIII: a length (size, or uniform in the limits) and values from a random
range; some inputs lean negative (where taking everything at once is a mistake), some are one value
repeated."""

from __future__ import annotations

import random

MAX_LENGTH = 100_000
MAX_VALUE = 10_000
SPREADS = (1, 2, 5, 100, MAX_VALUE, MAX_VALUE)


def generate(rng: random.Random, size: int | None) -> dict:
    length = rng.randint(2, MAX_LENGTH) if size is None else max(2, min(size, MAX_LENGTH))
    spread = rng.choice(SPREADS)
    shape = rng.random()
    if shape < 0.1:
        return {"stones": [rng.randint(-spread, spread)] * length}
    low, high = (-spread, spread // 3) if shape < 0.35 else (-spread, spread)
    return {"stones": [rng.randint(low, high) for _ in range(length)]}
