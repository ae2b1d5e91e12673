"""Coins in a Line II as a game for `judge play`: take one or two coins from the front."""

from __future__ import annotations

from games import TakeFront

LIMIT = {"values": 30}


def make(values: list[int]) -> TakeFront:
    return TakeFront(values, ("first", "second"), 2)
