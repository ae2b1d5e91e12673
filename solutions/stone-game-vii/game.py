"""Stone Game VII as a game for `judge play`: remove an end stone, score the sum of those left."""

from __future__ import annotations

from games import TakeEnds

LIMIT = {"stones": 16}


def make(stones: list[int]) -> TakeEnds:
    return TakeEnds(stones, ("Alice", "Bob"), remaining=True)
