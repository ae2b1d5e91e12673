"""Stone Removal Game as a game for `judge play`: every move is forced (10 stones, then one fewer
than the other player's last move); the player who cannot make it loses."""

from __future__ import annotations

from typing import Any

from games import WinGame

LIMIT = {"n": 50}


class StoneRemoval(WinGame):
    """State (stones left, stones the next move must remove, mover)."""

    def __init__(self, n: int) -> None:
        self.n = n

    def start(self) -> Any:
        return (self.n, 10, 0)


    def moves(self, state: Any) -> list[dict]:
        stones, need, turn = state
        if need == 0 or stones < need:
            return []
        return [{"key": str(need), "label": f"remove {need}, leaving {stones - need}",
                 "next": (stones - need, need - 1, 1 - turn), "gain": 0, "points": {}}]

    def show(self, state: Any) -> str:
        stones, need, _ = state
        return f"{stones} stones; the next move must remove {need}"


def make(n: int) -> StoneRemoval:
    return StoneRemoval(n)
