"""Stone Game V as a game for `judge play`: Alice cuts the row in two, Bob throws away the part with
the larger sum (Alice chooses on a tie) and Alice scores what is left. Bob's part is a rule, not a
choice, so every move is Alice's (with `--side second` the optimal Alice plays and you watch)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

LIMIT = {"stoneValue": 20}


class StoneGameV:
    """State (i, j): the row values[i..j] still kept. The value is what Alice scores from there."""

    players = ("Alice", "Bob")
    goals = ("max", "min")

    def __init__(self, values: list[int]) -> None:
        self.values = list(values)
        self.prefix = [0]
        for value in values:
            self.prefix.append(self.prefix[-1] + value)
        self.value = lru_cache(maxsize=None)(self._value)

    def start(self) -> Any:
        return (0, len(self.values) - 1)

    def turn(self, state: Any) -> int:
        return 0

    def _sum(self, i: int, j: int) -> int:
        return self.prefix[j + 1] - self.prefix[i]

    def moves(self, state: Any) -> list[dict]:
        i, j = state
        found = []
        for k in range(i, j):  # cut after values[k]
            left, right = self._sum(i, k), self._sum(k + 1, j)
            cut = f"cut {self.values[i:k + 1]} | {self.values[k + 1:j + 1]}"
            keeps = [("l", (i, k), left)] if left < right else [("r", (k + 1, j), right)] if right < left \
                else [("l", (i, k), left), ("r", (k + 1, j), right)]
            for side, kept, points in keeps:
                key = str(k - i + 1) + (side if left == right else "")
                rule = "equal sums, you keep" if left == right else "Bob throws away the larger part, you keep"
                found.append({"key": key, "label": f"{cut}: {rule} the {'left' if side == 'l' else 'right'} "
                                                   f"(+{points})",
                              "next": kept, "gain": points, "points": {"Alice": points}})
        return found

    def _value(self, state: Any) -> int:
        return max((m["gain"] + self.value(m["next"]) for m in self.moves(state)), default=0)

    def show(self, state: Any) -> str:
        i, j = state
        return "row: " + " ".join(f"[{v}]" if i <= k <= j else " . " for k, v in enumerate(self.values))

    def say(self, value: Any) -> str:
        return f"Alice scores {value}"

    def result(self, scores: dict[str, int], state: Any) -> str:
        return f"Alice scores {scores.get('Alice', 0)}"


def make(stoneValue: list[int]) -> StoneGameV:  # noqa: N803 - the problem's parameter name
    return StoneGameV(stoneValue)
