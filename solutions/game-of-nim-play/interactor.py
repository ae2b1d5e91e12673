"""The Game of Nim played move by move: the game model the shared referee judges a strategy with.
A position is (piles, player to move); a move is (pile index, stones taken). The mover wins (+1)
exactly when the piles' XOR is not zero, and loses (-1) otherwise (Bouton)."""

from __future__ import annotations

from functools import reduce
from operator import mul, xor

from referee import Illegal, Option

PLAYERS = ("Alice", "Bob")
Position = tuple[tuple[int, ...], int]


class Nim:
    players = PLAYERS
    sides = (0, 1)

    def __init__(self, piles: list[int]) -> None:
        self.piles = tuple(piles)

    def start(self) -> Position:
        return (self.piles, 0)

    def turn(self, position: Position) -> int | None:
        return position[1] if any(position[0]) else None

    def value(self, position: Position) -> int:
        return 1 if reduce(xor, position[0], 0) else -1

    def options(self, position: Position) -> list[Option]:
        piles, mover = position
        found = []
        for p, size in enumerate(piles):
            for take in range(1, size + 1):
                after = (piles[:p] + (size - take,) + piles[p + 1:], 1 - mover)
                found.append(Option((p, take), f"take {take} from pile {p}", after, -self.value(after)))
        return found

    def keeps(self, value: int, worth: int) -> bool:
        return worth == value

    def view(self, position: Position, last: tuple[int, int] | None) -> tuple:
        return (list(position[0]), None if last is None else list(last))

    def read(self, position: Position, answer: object) -> tuple[int, int]:
        if (not isinstance(answer, list | tuple) or len(answer) != 2
                or not all(isinstance(x, int) and not isinstance(x, bool) for x in answer)):
            raise Illegal(f"expected [pile, count], got {answer!r}")
        pile, take = answer
        piles = position[0]
        if not 0 <= pile < len(piles):
            raise Illegal(f"there is no pile {pile} (piles 0..{len(piles) - 1})")
        if not 1 <= take <= piles[pile]:
            raise Illegal(f"pile {pile} holds {piles[pile]} stones: cannot take {take}")
        return (pile, take)

    def show(self, position: Position) -> str:
        return f"piles {list(position[0])}"

    def say(self, worth: int) -> str:
        return "you win" if worth > 0 else "you lose"

    def bound(self) -> int:
        return 2 * reduce(mul, (size + 1 for size in self.piles), 1)


def model(piles: list[int]) -> Nim:
    return Nim(piles)
