"""Pots of Gold as a game for `judge play`: take the pot at either end, keep its coins."""

from __future__ import annotations

from games import TakeEnds

LIMIT = {"pots": 16}


def make(pots: list[int]) -> TakeEnds:
    return TakeEnds(pots, ("A", "B"))
