"""Stone Game II as a game for `judge play`: take the first X piles, 1 <= X <= 2M, then M = max(M, X)."""

from __future__ import annotations

from typing import Any

from games import ScoreGame

LIMIT = {"piles": 20}


class StoneGameII(ScoreGame):
    """State (first pile left, M, mover); the value is Alice's final lead."""

    def __init__(self, piles: list[int]) -> None:
        self.piles, self.players = list(piles), ("Alice", "Bob")

    def start(self) -> Any:
        return (0, 1, 0)


    def moves(self, state: Any) -> list[dict]:
        i, m, turn = state
        sign = 1 if turn == 0 else -1
        found = []
        for x in range(1, min(2 * m, len(self.piles) - i) + 1):
            taken = self.piles[i:i + x]
            found.append({"key": str(x), "label": f"take {x} pile{'s' if x > 1 else ''} {taken}, M becomes "
                                                   f"{max(m, x)}",
                          "next": (i + x, max(m, x), 1 - turn), "gain": sign * sum(taken),
                          "points": {self.players[turn]: sum(taken)}})
        return found


    def show(self, state: Any) -> str:
        i, m, _ = state
        row = " ".join(f"[{v}]" if k >= i else " . " for k, v in enumerate(self.piles))
        if i >= len(self.piles):
            return f"row: {row}"
        return f"row: {row}   M = {m} (take 1 to {min(2 * m, len(self.piles) - i)} piles)"


def make(piles: list[int]) -> StoneGameII:
    return StoneGameII(piles)
