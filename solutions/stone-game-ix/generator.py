"""Inputs for Stone Game IX: the counts of residues 0, 1 and 2 are chosen first, with the gap
between the 1s and the 2s usually small (the answer turns on |c1 - c2| <= 2 and on the parity of
c0), then each stone gets a random value in [1, 10^4] with its residue, in a shuffled order."""

from __future__ import annotations

import random

MAX_LENGTH = 100_000
MAX_VALUE = 10_000


def generate(rng: random.Random, size: int | None) -> dict:
    n = rng.randint(1, MAX_LENGTH) if size is None else max(1, min(size, MAX_LENGTH))
    c0 = rng.choice((0, 1, 2, 3, rng.randint(0, n)))
    c0 = min(c0, n)
    rest = n - c0
    gap = rng.choice((0, 1, 2, 3, 4, rng.randint(0, rest)))
    gap = min(gap, rest)
    if (rest - gap) % 2:
        gap += 1 if gap < rest else -1
    c1 = (rest - gap) // 2 + gap
    c2 = rest - c1
    if rng.random() < 0.5:
        c1, c2 = c2, c1
    stones = [_value(rng, 0) for _ in range(c0)] + [_value(rng, 1) for _ in range(c1)]
    stones += [_value(rng, 2) for _ in range(c2)]
    rng.shuffle(stones)
    return {"stones": stones}


def _value(rng: random.Random, residue: int) -> int:
    if rng.random() < 0.5:
        return residue if residue else 3  # small values: repeats
    value = rng.randint(1, MAX_VALUE)
    return value - (value - residue) % 3 if value - (value - residue) % 3 >= 1 else value + (residue - value) % 3
