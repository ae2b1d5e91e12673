"""The Game of Nim for `judge play`: take any number of stones from one pile; taking the last wins.
A move is typed as PILE:COUNT (piles numbered from 1)."""

from __future__ import annotations

from functools import reduce
from operator import xor
from typing import Any

from games import WinGame

LIMIT = {"piles": 6}


class Nim(WinGame):
    def __init__(self, piles: list[int]) -> None:
        self.piles = tuple(piles)

    def start(self) -> Any:
        return (self.piles, 0)


    def moves(self, state: Any) -> list[dict]:
        piles, turn = state
        found = []
        for p, size in enumerate(piles):
            for take in range(1, size + 1):
                after = piles[:p] + (size - take,) + piles[p + 1:]
                found.append({"key": f"{p + 1}:{take}", "label": f"take {take} from pile {p + 1}",
                              "next": (after, 1 - turn), "gain": 0, "points": {}})
        return found

    def value(self, state: Any) -> int:
        """By the XOR rule: the mover wins exactly when the piles' XOR is not zero."""
        piles, turn = state
        mover_wins = reduce(xor, piles, 0) != 0
        return 1 if mover_wins == (turn == 0) else -1

    def show(self, state: Any) -> str:
        piles = state[0]
        return "piles: " + "  ".join(f"{p + 1}:{size}" for p, size in enumerate(piles))


def make(piles: list[int]) -> Nim:
    return Nim(piles)
