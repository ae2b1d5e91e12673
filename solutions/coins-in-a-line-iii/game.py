"""Coins in a Line III as a game for `judge play`: take the coin at either end."""

from __future__ import annotations

from games import TakeEnds

LIMIT = {"values": 16}


def make(values: list[int]) -> TakeEnds:
    return TakeEnds(values, ("first", "second"))
