"""Grid Game as a game for `judge play`: robot 1 picks the column where it goes down and empties its
path, then robot 2 picks its own column and collects what is left on its path. The value is robot
2's points (robot 1 wants it small). A move's key is the column, counted from 1."""

from __future__ import annotations

from typing import Any

LIMIT = {"grid": 2}  # a grid is measured by its rows; a move list has n entries


class GridGame:
    """State (down1, turn): robot 1's column once it has moved (None before), and whose turn it is
    (2 when both have moved). value(state) is what robot 2 still collects with best play."""

    players = ("Robot 1", "Robot 2")
    goals = ("min", "max")

    def __init__(self, grid: list[list[int]]) -> None:
        self.top, self.bottom = list(grid[0]), list(grid[1])
        self.n = len(self.top)
        self.pt, self.pb = [0], [0]  # prefix sums, so that every move and value is O(1)
        for up, down in zip(self.top, self.bottom):
            self.pt.append(self.pt[-1] + up)
            self.pb.append(self.pb[-1] + down)

    def start(self) -> Any:
        return (None, 0)

    def turn(self, state: Any) -> int:
        return min(state[1], 1)

    def _left(self, down1: int) -> tuple[list[int], list[int]]:
        top = [0 if c <= down1 else v for c, v in enumerate(self.top)]
        bottom = [0 if c >= down1 else v for c, v in enumerate(self.bottom)]
        return top, bottom

    def _collects(self, down1: int, down2: int) -> int:
        """Robot 2's points going down in down2 after robot 1 went down in down1: the top cells right
        of down1 up to down2, the bottom cells from down2 up to just before down1."""
        top = self.pt[down2 + 1] - self.pt[down1 + 1] if down2 > down1 else 0
        bottom = self.pb[down1] - self.pb[down2] if down2 < down1 else 0
        return top + bottom

    def moves(self, state: Any) -> list[dict]:
        down1, turn = state
        if turn == 0:
            return [{"key": str(c + 1), "label": f"go down in column {c + 1}", "next": (c, 1), "gain": 0,
                     "points": {"Robot 1": self.pt[c + 1] + self.pb[self.n] - self.pb[c]}}
                    for c in range(self.n)]
        if turn == 1:
            return [{"key": str(c + 1), "label": f"go down in column {c + 1}", "next": (down1, 2),
                     "gain": self._collects(down1, c), "points": {"Robot 2": self._collects(down1, c)}}
                    for c in range(self.n)]
        return []

    def value(self, state: Any) -> int:
        down1, turn = state
        if turn == 2:
            return 0
        if turn == 1:  # the larger leftover part: the top row right of down1 or the bottom row left of it
            return max(self.pt[self.n] - self.pt[down1 + 1], self.pb[down1])
        return min(self.value((c, 1)) for c in range(self.n))

    def show(self, state: Any) -> str:
        down1 = state[0]
        top, bottom = (self.top, self.bottom) if down1 is None else self._left(down1)
        return f"top:    {top}\nbottom: {bottom}"

    def say(self, value: Any) -> str:
        return f"robot 2 collects {value}"

    def result(self, scores: dict[str, int], state: Any) -> str:
        return f"robot 2 collects {scores.get('Robot 2', 0)}"


def make(grid: list[list[int]]) -> GridGame:
    return GridGame(grid)
