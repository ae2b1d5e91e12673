"""Can I Win played move by move: the game model the shared referee judges a strategy with.
A position is the set of numbers already picked (bit k for number k); the total and the player to
move follow from it. From the mover's view a position is worth +1 (a forced win), 0 (neither can
force a win: the numbers run out below the target) or -1 (a forced loss)."""

from __future__ import annotations

from referee import Illegal, Option

PLAYERS = ("first", "second")


class CanIWin:
    players = PLAYERS
    sides = (0, 1)

    def __init__(self, largest: int, goal: int) -> None:
        self.largest, self.goal = largest, goal
        self.full = sum(1 << k for k in range(1, largest + 1))
        self._values: dict[int, int] = {}

    def total(self, used: int) -> int:
        return sum(k for k in range(1, self.largest + 1) if used >> k & 1)

    def start(self) -> int:
        return 0

    def turn(self, used: int) -> int | None:
        if used == self.full or self.total(used) >= self.goal:
            return None
        return bin(used).count("1") % 2

    def value(self, used: int) -> int:
        known = self._values.get(used)
        if known is None:
            total = self.total(used)
            if total >= self.goal:
                known = -1  # the other player's pick reached the target
            elif used == self.full:
                known = 0
            else:
                known = max(o.worth for o in self.options(used))
            self._values[used] = known
        return known

    def options(self, used: int) -> list[Option]:
        total = self.total(used)
        return [Option(k, f"pick {k} (total {total + k})", used | 1 << k,
                       1 if total + k >= self.goal else -self.value(used | 1 << k))
                for k in range(1, self.largest + 1) if not used >> k & 1]

    def keeps(self, value: int, worth: int) -> bool:
        return worth == value

    def view(self, used: int, last: int | None) -> tuple:
        left = [k for k in range(1, self.largest + 1) if not used >> k & 1]
        return (left, self.total(used), last)

    def read(self, used: int, answer: object) -> int:
        if isinstance(answer, bool) or not isinstance(answer, int):
            raise Illegal(f"expected a number to pick, got {answer!r}")
        if not 1 <= answer <= self.largest or used >> answer & 1:
            raise Illegal(f"{answer} is not in the pool")
        return answer

    def show(self, used: int) -> str:
        left = [k for k in range(1, self.largest + 1) if not used >> k & 1]
        return f"total {self.total(used)} of {self.goal}, pool {left}"

    def say(self, worth: int) -> str:
        return {1: "you win", 0: "nobody wins", -1: "you lose"}[worth]

    def bound(self) -> int:
        return 1 << self.largest


def model(maxChoosableInteger: int, desiredTotal: int) -> CanIWin:  # noqa: N803 - LeetCode's names
    return CanIWin(maxChoosableInteger, desiredTotal)
