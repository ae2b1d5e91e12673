"""Stone Game Difference as a game for `judge play`: take the pile at either end."""

from __future__ import annotations

from games import TakeEnds

LIMIT = {"piles": 16}


def make(piles: list[int]) -> TakeEnds:
    return TakeEnds(piles, ("Alice", "Bob"))
