"""Stone Game III as a game for `judge play`: take one, two or three stones from the front."""

from __future__ import annotations

from games import TakeFront

LIMIT = {"stoneValue": 30}


def make(stoneValue: list[int]) -> TakeFront:  # noqa: N803 - the problem's parameter name
    return TakeFront(stoneValue, ("Alice", "Bob"), 3)
