"""Coins in a Line III played move by move: take a coin from either end; the larger total wins, a
tie is no win. The game model the shared referee judges a strategy with. A position is (left,
right, lead): the coins left are values[left..right] and `lead` is the mover's total so far minus
the other player's. The mover wins (+1), ties (0) or loses (-1) by the sign of lead + the best lead
still to come on values[left..right] (the interval table), so any move that keeps the sign is right:
a win need not be the largest one."""

from __future__ import annotations

from referee import Illegal, Option

PLAYERS = ("first", "second")


class CoinsInALineIII:
    players = PLAYERS
    sides = (0, 1)

    def __init__(self, values: list[int]) -> None:
        self.values = list(values)
        n = self.n = len(values)
        self.before = [0]
        for v in values:
            self.before.append(self.before[-1] + v)
        lead = [[0] * (n + 1) for _ in range(n + 1)]
        for i in range(n - 1, -1, -1):
            row, below = lead[i], lead[i + 1]
            row[i] = values[i]
            for j in range(i + 1, n):
                left, right = values[i] - below[j], values[j] - row[j - 1]
                row[j] = left if left > right else right
        self.lead = lead

    def start(self) -> tuple[int, int, int]:
        return (0, self.n - 1, 0)

    def turn(self, position: tuple[int, int, int]) -> int | None:
        i, j, _ = position
        return None if i > j else (self.n - (j - i + 1)) % 2

    def _rest(self, i: int, j: int) -> int:
        return self.lead[i][j] if i <= j else 0

    def value(self, position: tuple[int, int, int]) -> int:
        i, j, lead = position
        final = lead + self._rest(i, j)
        return (final > 0) - (final < 0)

    def options(self, position: tuple[int, int, int]) -> list[Option]:
        i, j, lead = position
        values = self.values
        found = []
        for move, taken, after in (("L", values[i], (i + 1, j)), ("R", values[j], (i, j - 1))):
            nxt = (after[0], after[1], -(lead + taken))
            found.append(Option(move, f"{move} (take {taken})", nxt, -self.value(nxt)))
        return found

    def keeps(self, value: int, worth: int) -> bool:
        return worth == value

    def view(self, position: tuple[int, int, int], last: str | None) -> tuple:
        i, j, lead = position
        taken = self.before[self.n] - (self.before[j + 1] - self.before[i])
        mine = (taken + lead) // 2
        return (i, j, mine, taken - mine, last)

    def read(self, position: tuple[int, int, int], answer: object) -> str:
        if answer not in ("L", "R") or not isinstance(answer, str):
            raise Illegal(f'expected "L" or "R", got {answer!r}')
        return answer

    def show(self, position: tuple[int, int, int]) -> str:
        i, j, lead = position
        shown = self.values[i:j + 1]
        row = ", ".join(map(str, shown)) if len(shown) <= 12 else (
            ", ".join(map(str, shown[:5])) + ", ..., " + ", ".join(map(str, shown[-5:])))
        return f"values[{i}..{j}] = [{row}], the mover {'ahead by ' + str(lead) if lead >= 0 else 'behind by ' + str(-lead)}"

    def say(self, worth: int) -> str:
        return {1: "you win", 0: "a tie", -1: "you lose"}[worth]

    def bound(self) -> int:
        return 1 << min(self.n + 1, 40)  # the lead makes every line its own position


def model(values: list[int]) -> CoinsInALineIII:
    return CoinsInALineIII(values)
