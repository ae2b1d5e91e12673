"""Inputs for Stone Game VI: two lists of one length, which the default generator cannot promise.

`generate` draws a length (size, or uniform in the limits) and values up to a random cap, so that
small caps give equal sums and draws; `small_inputs` lists every pair of lists over 1..3 by length
for the exhaustive cross-check.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

MAX_LENGTH = 100_000
MAX_VALUE = 100
CAPS = (1, 2, 3, 10, MAX_VALUE, MAX_VALUE)


def generate(rng: random.Random, size: int | None) -> dict:
    length = rng.randint(1, MAX_LENGTH) if size is None else max(1, min(size, MAX_LENGTH))
    cap_a, cap_b = rng.choice(CAPS), rng.choice(CAPS)
    return {"aliceValues": [rng.randint(1, cap_a) for _ in range(length)],
            "bobValues": [rng.randint(1, cap_b) for _ in range(length)]}


def small_inputs(size: int) -> Iterator[dict]:
    """Every input with lists of length 1..size over the values 1..3, shortest first."""
    for length in range(1, size + 1):
        for both in itertools.product((1, 2, 3), repeat=2 * length):
            yield {"aliceValues": list(both[:length]), "bobValues": list(both[length:])}
