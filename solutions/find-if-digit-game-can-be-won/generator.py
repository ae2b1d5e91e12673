"""Inputs for the digit game. Uniform lists almost never tie (the one-digit and two-digit sums are
equal in none of 300), and the mistakes at 9, at 10 and with ties only show on ties. So half the
inputs are ties: a few two-digit numbers, then one-digit numbers adding up to the same sum, rich in
9s and 10s; three in ten are such ties with one 9 turned into 10 or back; the
rest uniform. `small_inputs` lists every short list over values on both sides of the 9/10
boundary, for the exhaustive cross-check (the default one would use only 1..3, all one digit)."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

MAX_LENGTH = 100
SMALL_VALUES = (1, 8, 9, 10, 18)


def generate(rng: random.Random, size: int | None) -> dict:
    length = rng.randint(1, MAX_LENGTH) if size is None else max(1, min(size, MAX_LENGTH))
    mode = rng.random()
    if mode < 0.5 and length >= 2:
        nums = _tie(rng, length)
        if nums is not None:
            return {"nums": nums}
    if mode < 0.8 and length >= 2:
        nums = _tie(rng, length)
        if nums is not None:  # one 9 <-> 10: no longer a tie
            at = [i for i, v in enumerate(nums) if v in (9, 10)]
            if at:
                i = rng.choice(at)
                nums[i] = 19 - nums[i]
                return {"nums": nums}
    return {"nums": [rng.randint(1, 99) for _ in range(length)]}


def _tie(rng: random.Random, length: int) -> list[int] | None:
    """At most `length` numbers whose one-digit and two-digit sums are equal, or None."""
    for _ in range(20):
        doubles = [rng.choice((10, 10, rng.randint(10, 99))) for _ in range(rng.randint(1, max(1, length // 10)))]
        target = sum(doubles)
        singles = []
        while sum(singles) < target:
            singles.append(min(rng.choice((9, 9, rng.randint(1, 9))), target - sum(singles)))
        nums = doubles + singles
        if len(nums) <= length:
            rng.shuffle(nums)
            return nums
    return None


def small_inputs(size: int) -> Iterator[dict]:
    """Every list of length 1..min(size, 5) over SMALL_VALUES, shortest first."""
    for length in range(1, min(size, 5) + 1):
        for nums in itertools.product(SMALL_VALUES, repeat=length):
            yield {"nums": list(nums)}
