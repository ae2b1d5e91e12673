"""Inputs for Flip Game II: strings of '+' and '-' with runs of at most 20 '+'.

The whole-string memo search that LeetCode accepts visits about prod(F(L + 1)) positions over the
runs (F the Fibonacci numbers: the ways to flip disjoint pairs in a run of L), so generated strings
keep that product under POSITIONS: the spec promises tests such a solution finishes, and
leaves the two-long-runs inputs where it explodes out on purpose (see the spec's notes).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

MAX_LENGTH = 60
MAX_RUN = 20
POSITIONS = 150_000
FIB = [0, 1]
while len(FIB) < MAX_RUN + 3:
    FIB.append(FIB[-1] + FIB[-2])


def generate(rng: random.Random, size: int | None) -> dict:
    length = rng.randint(1, MAX_LENGTH) if size is None else max(1, min(size, MAX_LENGTH))
    chars: list[str] = []
    positions = 1
    while len(chars) < length:
        run = rng.choice((0, 1, 2, 3, 4, 5, 6, rng.randint(0, MAX_RUN)))
        run = min(run, length - len(chars))
        while run > 1 and positions * FIB[run + 1] > POSITIONS:
            run -= 1
        positions *= FIB[run + 1]
        chars += "+" * run
        chars += "-" * rng.choice((1, 1, 1, 2, 3))
    return {"currentState": "".join(chars[:length])}


def small_inputs(size: int) -> Iterator[dict]:
    """Every string over '+' and '-' up to length max(size, 12), shortest first."""
    for length in range(1, max(size, 12) + 1):
        for chars in itertools.product("+-", repeat=length):
            yield {"currentState": "".join(chars)}
