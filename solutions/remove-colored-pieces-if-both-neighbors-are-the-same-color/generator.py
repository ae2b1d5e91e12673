"""Inputs for the colored-pieces game: strings of 'A' and 'B' built from runs, so that runs of
three or more (the only moves) are common and the two players' move counts are often close."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

MAX_LENGTH = 100_000


def generate(rng: random.Random, size: int | None) -> dict:
    length = rng.randint(1, MAX_LENGTH) if size is None else max(1, min(size, MAX_LENGTH))
    longest = rng.choice((2, 3, 4, 6, 12, max(1, length // 2)))
    bias = rng.choice((0.5, 0.5, 0.4, 0.6, 0.1, 0.9))
    parts: list[str] = []
    filled = 0
    colour = rng.choice("AB")
    while filled < length:
        run = min(length - filled, rng.randint(1, longest))
        parts.append(colour * run)
        filled += run
        colour = "A" if rng.random() < bias else "B"
    return {"colors": "".join(parts)}


def small_inputs(size: int) -> Iterator[dict]:
    """Every string over 'A' and 'B' up to length max(size, 8), shortest first."""
    for length in range(1, max(size, 8) + 1):
        for chars in itertools.product("AB", repeat=length):
            yield {"colors": "".join(chars)}
