"""Coins in a Line played move by move (take one or two; taking the last coin wins): the game model
the shared referee judges a strategy with. A position is (coins left, player to move); the value,
from the mover's view, is +1 for a forced win and -1 for a forced loss (the mover loses exactly
when the coins left are a multiple of three)."""

from __future__ import annotations

from referee import Illegal, Option

PLAYERS = ("first", "second")


class CoinsInALine:
    players = PLAYERS
    sides = (0, 1)

    def __init__(self, n: int) -> None:
        self.n = n

    def start(self) -> tuple[int, int]:
        return (self.n, 0)

    def turn(self, position: tuple[int, int]) -> int | None:
        return None if position[0] == 0 else position[1]

    def value(self, position: tuple[int, int]) -> int:
        return -1 if position[0] % 3 == 0 else 1  # no coins left: the mover has lost

    def options(self, position: tuple[int, int]) -> list[Option]:
        coins, mover = position
        return [Option(take, f"take {take} ({coins - take} left)", (coins - take, 1 - mover),
                       -self.value((coins - take, 1 - mover)))
                for take in (1, 2) if take <= coins]

    def keeps(self, value: int, worth: int) -> bool:
        return worth == value

    def view(self, position: tuple[int, int], last: int | None) -> tuple:
        return (position[0], last)

    def read(self, position: tuple[int, int], answer: object) -> int:
        if isinstance(answer, bool) or not isinstance(answer, int) or answer not in (1, 2):
            raise Illegal(f"expected 1 or 2 coins, got {answer!r}")
        if answer > position[0]:
            raise Illegal(f"{answer} coins asked for, {position[0]} left")
        return answer

    def show(self, position: tuple[int, int]) -> str:
        return f"{position[0]} coins left"

    def say(self, worth: int) -> str:
        return "you win" if worth > 0 else "you lose"

    def bound(self) -> int:
        return 2 * (self.n + 1)


def model(n: int) -> CoinsInALine:
    return CoinsInALine(n)
