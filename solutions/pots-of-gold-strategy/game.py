"""Pots of Gold (the strategy version) as a game for `judge play`."""

from __future__ import annotations

from games import TakeEnds

LIMIT = {"pots": 16}


def make(pots: list[int]) -> TakeEnds:
    return TakeEnds(pots, ("A", "B"))
