"""Pots of Gold played move by move: the game model the shared referee judges a strategy with.
A position is (left, right), the ends of the pots still in the row; who moves follows from how many
were taken. Values are the mover's final lead on the pots still in the row (lead[i][j])."""

from __future__ import annotations

from referee import Illegal, Option

SIDE_NAMES = ("A", "B")


class PotsOfGold:
    players = SIDE_NAMES
    sides = (0, 1)  # you play A in one game tree and B in another

    def __init__(self, pots: list[int]) -> None:
        self.pots = list(pots)
        n = self.n = len(pots)
        # lead[i][j]: how far the mover finishes ahead on pots[i..j]; lead[i][i - 1] (empty) is 0
        lead = [[0] * (n + 1) for _ in range(n + 1)]
        for i in range(n - 1, -1, -1):
            row, below = lead[i], lead[i + 1]
            row[i] = pots[i]
            for j in range(i + 1, n):
                left, right = pots[i] - below[j], pots[j] - row[j - 1]
                row[j] = left if left > right else right
        self.lead = lead

    def start(self) -> tuple[int, int]:
        return (0, self.n - 1)

    def turn(self, position: tuple[int, int]) -> int | None:
        i, j = position
        return None if i > j else (self.n - (j - i + 1)) % 2

    def value(self, position: tuple[int, int]) -> int:
        i, j = position
        return self.lead[i][j] if i <= j else 0

    def options(self, position: tuple[int, int]) -> list[Option]:
        i, j = position
        pots, lead = self.pots, self.lead
        inner_left = lead[i + 1][j] if i < j else 0
        inner_right = lead[i][j - 1] if i < j else 0
        return [Option("L", f"L (take {pots[i]})", (i + 1, j), pots[i] - inner_left),
                Option("R", f"R (take {pots[j]})", (i, j - 1), pots[j] - inner_right)]

    def keeps(self, value: int, worth: int) -> bool:
        return worth == value

    def view(self, position: tuple[int, int], last: str | None) -> tuple:
        return (position[0], position[1], last)

    def read(self, position: tuple[int, int], answer: object) -> str:
        if answer not in ("L", "R") or not isinstance(answer, str):
            raise Illegal(f'expected "L" or "R", got {answer!r}')
        return answer

    def show(self, position: tuple[int, int]) -> str:
        i, j = position
        shown = self.pots[i:j + 1]
        row = ", ".join(map(str, shown)) if len(shown) <= 12 else (
            ", ".join(map(str, shown[:5])) + ", ..., " + ", ".join(map(str, shown[-5:])))
        return f"pots[{i}..{j}] = [{row}]"

    def say(self, worth: int) -> str:
        if worth > 0:
            return f"you end {worth} ahead on these pots"
        if worth < 0:
            return f"you end {-worth} behind on these pots"
        return "you end level on these pots"

    def bound(self) -> int:
        return self.n * (self.n + 1) // 2 + 1


def model(pots: list[int]) -> PotsOfGold:
    return PotsOfGold(pots)
