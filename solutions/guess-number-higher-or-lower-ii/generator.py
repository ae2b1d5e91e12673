"""Random inputs for 375: n is the only parameter, drawn from 1..size (1..200 by default)."""

from __future__ import annotations

import random

MAX_N = 200


def generate(rng: random.Random, size: int | None) -> dict:
    high = MAX_N if size is None else max(1, min(MAX_N, size))
    return {"n": rng.randint(1, high)}
