"""Predict the Winner as a game for `judge play`: take a number from either end."""

from __future__ import annotations

from games import TakeEnds

LIMIT = {"nums": 16}


def make(nums: list[int]) -> TakeEnds:
    return TakeEnds(nums, ("player 1", "player 2"))
