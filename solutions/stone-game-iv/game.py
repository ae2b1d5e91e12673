"""Stone Game IV as a game for `judge play`: remove a non-zero square number of stones."""

from __future__ import annotations

from math import isqrt

from games import CountGame

LIMIT = {"n": 300}


def make(n: int) -> CountGame:
    return CountGame(n, lambda k: [s * s for s in range(1, isqrt(k) + 1)], ("Alice", "Bob"), "stones")
