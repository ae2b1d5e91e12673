"""Guess Number Higher or Lower II for `judge play`: the guesser pays each wrong guess; the host
never fixes the secret and answers "higher" or "lower" to keep the cost as high as it can (the
worst secret still consistent). The value is the money the guesser pays from here on."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

LIMIT = {"n": 30}


class Guessing:
    players = ("guesser", "host")
    goals = ("min", "max")

    def __init__(self, n: int) -> None:
        self.n = n
        self.value = lru_cache(maxsize=None)(self._value)

    def start(self) -> Any:
        return ("guess", 1, self.n, 0)

    def turn(self, state: Any) -> int:
        return 0 if state[0] == "guess" else 1

    def moves(self, state: Any) -> list[dict]:
        kind, lo, hi, guess = state
        if kind == "guess":
            return [{"key": str(g), "label": f"guess {g}", "next": ("answer", lo, hi, g), "gain": 0,
                     "points": {}} for g in range(lo, hi + 1)]
        if kind == "answer":
            if lo == hi:
                return [{"key": "c", "label": f"say {guess} is the secret", "next": ("done", lo, hi, guess),
                         "gain": 0, "points": {}}]
            found = []
            if guess > lo:
                found.append({"key": "l", "label": "say lower", "next": ("guess", lo, guess - 1, 0),
                              "gain": guess, "points": {"guesser": guess}})
            if guess < hi:
                found.append({"key": "h", "label": "say higher", "next": ("guess", guess + 1, hi, 0),
                              "gain": guess, "points": {"guesser": guess}})
            return found
        return []

    def _value(self, state: Any) -> int:
        options = [m["gain"] + self.value(m["next"]) for m in self.moves(state)]
        if not options:
            return 0
        return min(options) if self.turn(state) == 0 else max(options)

    def show(self, state: Any) -> str:
        kind, lo, hi, guess = state
        if kind == "answer":
            return f"the secret is in {lo}..{hi}; the guess is {guess}"
        return f"the secret is in {lo}..{hi}"

    def say(self, value: Any) -> str:
        return f"the guesser pays {value}"

    def result(self, scores: dict[str, int], state: Any) -> str:
        return f"the guesser paid {scores.get('guesser', 0)}"


def make(n: int) -> Guessing:
    return Guessing(n)
