"""Stone Game VI as a game for `judge play`: take any stone left, scoring it at your own value
(aliceValues for Alice, bobValues for Bob). Exhaustive over the stones taken, so small rows only."""

from __future__ import annotations

from typing import Any

from games import ScoreGame

LIMIT = {"aliceValues": 10, "bobValues": 10}


class StoneGameVI(ScoreGame):
    """State (bitmask of the stones taken, mover); the value is Alice's final lead."""

    def __init__(self, alice: list[int], bob: list[int]) -> None:
        self.worth, self.players = (list(alice), list(bob)), ("Alice", "Bob")

    def start(self) -> Any:
        return (0, 0)


    def moves(self, state: Any) -> list[dict]:
        taken, turn = state
        sign = 1 if turn == 0 else -1
        found = []
        for i in range(len(self.worth[0])):
            if taken >> i & 1:
                continue
            points = self.worth[turn][i]
            found.append({"key": str(i), "label": f"take stone {i} (worth {self.worth[0][i]} to Alice, "
                                                   f"{self.worth[1][i]} to Bob)",
                          "next": (taken | 1 << i, 1 - turn), "gain": sign * points,
                          "points": {self.players[turn]: points}})
        return found


    def show(self, state: Any) -> str:
        taken, _ = state
        cells = [" . " if taken >> i & 1 else f"#{i} A{a}/B{b}"
                 for i, (a, b) in enumerate(zip(*self.worth))]
        return "stones (A: worth to Alice, B: to Bob): " + "  ".join(cells)


def make(aliceValues: list[int], bobValues: list[int]) -> StoneGameVI:  # noqa: N803 - LeetCode's names
    return StoneGameVI(aliceValues, bobValues)
