"""Random inputs for Can I Win: a pool size m (size, or uniform in [1, 20]) and a target drawn
mostly from [m, m(m+1)/2], where the game is neither won on the first pick nor out of reach, with
some targets from the whole range [0, 300] too."""

from __future__ import annotations

import random

MAX_M = 20
MAX_TOTAL = 300


def generate(rng: random.Random, size: int | None) -> dict:
    m = rng.randint(1, MAX_M) if size is None else max(1, min(size, MAX_M))
    top = m * (m + 1) // 2
    if rng.random() < 0.8:
        total = rng.randint(m, min(top, MAX_TOTAL))
    else:
        total = rng.randint(0, MAX_TOTAL)
    return {"maxChoosableInteger": m, "desiredTotal": total}
