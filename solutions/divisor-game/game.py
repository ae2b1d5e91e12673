"""Divisor Game as a game for `judge play`: subtract a proper divisor x of n (0 < x < n)."""

from __future__ import annotations

from games import CountGame

LIMIT = {"n": 300}


def make(n: int) -> CountGame:
    game = CountGame(n, lambda k: [x for x in range(1, k) if k % x == 0], ("Alice", "Bob"), "on the board")
    return game
