"""Random inputs for Coins in a Line III: a length (size, or uniform in the limits) and coin values
drawn up to a random cap, so that small caps give ties often and the full cap gives
realistic values."""

from __future__ import annotations

import random

MAX_LENGTH = 1000
MAX_VALUE = 1000
CAPS = (1, 2, 5, 30, MAX_VALUE, MAX_VALUE)


def generate(rng: random.Random, size: int | None) -> dict:
    length = rng.randint(1, MAX_LENGTH) if size is None else max(1, min(size, MAX_LENGTH))
    cap = rng.choice(CAPS)
    return {"values": [rng.randint(1, cap) for _ in range(length)]}
