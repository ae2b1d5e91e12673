"""Can I Win for `judge play`: pick an unused number from 1..maxChoosableInteger; whoever brings
the running total to desiredTotal or more wins; if the numbers run out first, nobody does."""

from __future__ import annotations

from typing import Any

from games import WinGame

LIMIT = {"maxChoosableInteger": 12}


class CanIWin(WinGame):
    players = ("first", "second")

    def __init__(self, largest: int, goal: int) -> None:
        self.largest, self.goal = largest, goal

    def start(self) -> Any:
        return (0, 0, 0, False)  # used numbers as a bitmask, total, player to move, decided

    def turn(self, state: Any) -> int:
        return state[2]

    def final(self, state: Any) -> int:
        used, total, turn, decided = state
        if decided or total >= self.goal:  # the player who just moved reached the goal
            return -1 if turn == 0 else 1
        return 0  # the numbers ran out below the goal

    def moves(self, state: Any) -> list[dict]:
        used, total, turn, decided = state
        if decided or total >= self.goal:
            return []
        return [{"key": str(x), "label": f"pick {x} (total {total + x})",
                 "next": (used | 1 << x, total + x, 1 - turn, total + x >= self.goal), "gain": 0,
                 "points": {}}
                for x in range(1, self.largest + 1) if not used >> x & 1]

    def show(self, state: Any) -> str:
        used, total, _, _ = state
        left = [str(x) for x in range(1, self.largest + 1) if not used >> x & 1]
        return f"total {total} of {self.goal}; numbers left: {' '.join(left) or 'none'}"


def make(maxChoosableInteger: int, desiredTotal: int) -> CanIWin:  # noqa: N803 - the problem's names
    return CanIWin(maxChoosableInteger, desiredTotal)
