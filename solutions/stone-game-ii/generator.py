"""Random inputs for Stone Game II: a length (size, or uniform in the limits) and pile sizes drawn up to
a random cap, so that small caps give many equal piles and ties between moves, and the full cap gives
realistic values; sometimes one pile is much larger than the rest."""

from __future__ import annotations

import random

MAX_LENGTH = 100
MAX_VALUE = 10_000
CAPS = (1, 2, 5, 100, MAX_VALUE, MAX_VALUE)


def generate(rng: random.Random, size: int | None) -> dict:
    length = rng.randint(1, MAX_LENGTH) if size is None else max(1, min(size, MAX_LENGTH))
    cap = rng.choice(CAPS)
    piles = [rng.randint(1, cap) for _ in range(length)]
    if rng.random() < 0.25:
        piles[rng.randrange(length)] = MAX_VALUE
    return {"piles": piles}
