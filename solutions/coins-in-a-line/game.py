"""Coins in a Line as a game for `judge play`: take one or two coins; taking the last one wins."""

from __future__ import annotations

from games import CountGame

LIMIT = {"n": 300}


def make(n: int) -> CountGame:
    return CountGame(n, lambda left: [x for x in (1, 2) if x <= left], ("first", "second"), "coins")
