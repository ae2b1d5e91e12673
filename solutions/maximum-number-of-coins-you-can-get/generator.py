"""Inputs for Maximum Number of Coins: a multiple of 3 piles (size is the number of piles, rounded
down to a multiple of 3), with values up to a random cap so small caps give many equal piles.
`small_inputs` lists every list of 3 or 6 piles over 1..3, and of 9 over 1..2, for the exhaustive
cross-check."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

MAX_LENGTH = 99_999
MAX_VALUE = 10_000
CAPS = (1, 2, 3, 10, 100, MAX_VALUE, MAX_VALUE)


def generate(rng: random.Random, size: int | None) -> dict:
    length = rng.randint(3, MAX_LENGTH) if size is None else max(3, min(size, MAX_LENGTH))
    length -= length % 3
    cap = rng.choice(CAPS)
    return {"piles": [rng.randint(1, cap) for _ in range(length)]}


def small_inputs(size: int) -> Iterator[dict]:
    """Every list of 3 and 6 piles over 1..3, then (when size allows) 9 piles over 1..2."""
    for length, top in ((3, 3), (6, 3), (9, 2)):
        if length > max(size, 6):
            return
        for piles in itertools.product(range(1, top + 1), repeat=length):
            yield {"piles": list(piles)}
