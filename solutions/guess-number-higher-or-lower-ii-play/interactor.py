"""Guess Number Higher or Lower II played: you guess, a picker who never commits to a secret
answers. The game model the shared referee judges a strategy with. Positions: ("guess", lo, hi)
(you to guess; the secret is still anywhere in lo..hi) and ("answer", lo, hi, g) (the picker to
answer guess g). From the mover's view a position is worth minus / plus the money still to pay:
cost[lo][hi], the value problem's table, when both play their best."""

from __future__ import annotations

from referee import Illegal, Option

PLAYERS = ("guesser", "picker")
DONE = ("done",)


class Guessing:
    players = PLAYERS
    sides = (0,)

    def __init__(self, n: int) -> None:
        self.n = n
        cost = [[0] * (n + 2) for _ in range(n + 2)]  # cost[lo][hi]; 0 for one number or none
        for lo in range(n - 1, 0, -1):
            row = cost[lo]
            for hi in range(lo + 1, n + 1):
                best = hi + row[hi - 1]
                for g in range(lo, hi):
                    left, right = row[g - 1], cost[g + 1][hi]
                    worst = g + (left if left > right else right)
                    if worst < best:
                        best = worst
                row[hi] = best
        self.cost = cost

    def _cost(self, lo: int, hi: int) -> int:
        return self.cost[lo][hi] if lo < hi else 0

    def start(self) -> tuple:
        return ("guess", 1, self.n)

    def turn(self, position: tuple) -> int | None:
        return None if position[0] == "done" else 0 if position[0] == "guess" else 1

    def value(self, position: tuple) -> int:
        if position[0] == "guess":
            return -self._cost(position[1], position[2])
        if position[0] == "done":
            return 0
        return max(o.worth for o in self.options(position))

    def options(self, position: tuple) -> list[Option]:
        if position[0] == "guess":
            _, lo, hi = position
            return [Option(g, f"guess {g}", ("answer", lo, hi, g), -self.value(("answer", lo, hi, g)))
                    for g in range(1, self.n + 1)]
        _, lo, hi, g = position
        found = []
        if g > lo:  # the secret may still be below g: "lower" costs g and keeps lo..min(hi, g-1)
            after = ("guess", lo, min(hi, g - 1))
            found.append(Option("lower", "lower", after, g + self._cost(*after[1:])))
        if g < hi:
            after = ("guess", max(lo, g + 1), hi)
            found.append(Option("higher", "higher", after, g + self._cost(*after[1:])))
        if lo <= g <= hi:
            found.append(Option("correct", "correct", DONE, 0))
        return found

    def keeps(self, value: int, worth: int) -> bool:
        return worth == value

    def view(self, position: tuple, last: str | None) -> tuple:
        return (position[1], position[2], last)

    def read(self, position: tuple, answer: object) -> int:
        if isinstance(answer, bool) or not isinstance(answer, int):
            raise Illegal(f"expected a number to guess, got {answer!r}")
        if not 1 <= answer <= self.n:
            raise Illegal(f"{answer} is outside 1..{self.n}")
        return answer

    def show(self, position: tuple) -> str:
        if position[0] == "guess":
            return f"the secret is in {position[1]}..{position[2]}"
        if position[0] == "answer":
            return f"the secret is in {position[1]}..{position[2]}, guess {position[3]}"
        return "found"

    def say(self, worth: int) -> str:
        return f"you pay {abs(worth)} more at most"

    def bound(self) -> int:
        return 6 * self.n + 6  # a fixed guesser's ranges split like a tree: at most 2n of them


def model(n: int) -> Guessing:
    return Guessing(n)
