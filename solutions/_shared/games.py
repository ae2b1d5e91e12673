"""Playable games for `judge play`, shared by the bank's `game.py` files (run in a
confined child of their own; the judge holds each state as a handle).

A game object offers (Minimax below gives turn, value and final to most):
  players (two names), goals ("max" | "min" per player: what each wants of the value),
  start() -> state, turn(state) -> 0 | 1, moves(state) -> [move], value(state) -> number,
  show(state) -> str, say(value) -> str, result(scores, state) -> str.
A move is {"key": what the player types, "label": prose, "next": state, "gain": change of the value
(the first player's view), "points": {player: points}}. value(state) is what optimal play from
`state` adds to the value, so a move is worth gain + value(next). Values are from the first
player's view: a score lead, +1/-1 for a win/loss, or (Guess Number) the money paid.
"""

from __future__ import annotations

from typing import Any


class Minimax:
    """Optimal play, shared by every game here: the first player maximises the value, the second
    minimises it; the player to move is the last item of a state unless a game's turn() says
    otherwise, and a position with no move is worth final(state)."""

    def turn(self, state: Any) -> int:
        return state[-1]

    def final(self, state: Any) -> int:
        return 0

    def moves(self, state: Any) -> list[dict]:
        raise NotImplementedError

    def value(self, state: Any) -> int:
        memo = self.__dict__.setdefault("_values", {})
        if state not in memo:
            options = [m["gain"] + self.value(m["next"]) for m in self.moves(state)]
            if not options:
                memo[state] = self.final(state)
            else:
                memo[state] = max(options) if self.turn(state) == 0 else min(options)
        return memo[state]


class ScoreGame(Minimax):
    """Games scored in points: the value is the first player's final lead."""

    players: tuple[str, str] = ("A", "B")
    goals = ("max", "min")

    def say(self, value: Any) -> str:
        a, b = self.players
        if value > 0:
            return f"{a} finishes {value} ahead"
        if value < 0:
            return f"{b} finishes {-value} ahead"
        return "a tie"

    def result(self, scores: dict[str, int], state: Any) -> str:
        a, b = self.players
        return f"{a} {scores.get(a, 0)} - {b} {scores.get(b, 0)}"


class TakeEnds(ScoreGame):
    """Take the left or right item of a row; `remaining` scores the sum of what is left instead."""

    def __init__(self, values: list[int], players: tuple[str, str], remaining: bool = False) -> None:
        self.values, self.players, self.remaining = list(values), players, remaining

    def start(self) -> Any:
        return (0, len(self.values) - 1, 0)


    def _gain(self, i: int, j: int, side: str) -> int:
        if not self.remaining:
            return self.values[i] if side == "l" else self.values[j]
        return sum(self.values[i + 1:j + 1]) if side == "l" else sum(self.values[i:j])

    def moves(self, state: Any) -> list[dict]:
        i, j, turn = state
        if i > j:
            return []
        sign = 1 if turn == 0 else -1
        found = []
        for side, name, taken, after in (("l", "left", self.values[i], (i + 1, j)),
                                         ("r", "right", self.values[j], (i, j - 1))):
            if side == "r" and i == j:
                break
            points = self._gain(i, j, side)
            label = f"take {taken} from the {name}" + (f" (scores {points})" if self.remaining else "")
            found.append({"key": side, "label": label, "next": (*after, 1 - turn), "gain": sign * points,
                          "points": {self.players[turn]: points}})
        return found


    def show(self, state: Any) -> str:
        i, j, _ = state
        row = " ".join(f"[{v}]" if i <= k <= j else " . " for k, v in enumerate(self.values))
        return f"row: {row}"


class TakeFront(ScoreGame):
    """Take 1..most items from the front of a row, scoring their sum."""

    def __init__(self, values: list[int], players: tuple[str, str], most: int) -> None:
        self.values, self.players, self.most = list(values), players, most

    def start(self) -> Any:
        return (0, 0)

    def moves(self, state: Any) -> list[dict]:
        i, turn = state
        sign = 1 if turn == 0 else -1
        found = []
        for k in range(1, self.most + 1):
            if i + k > len(self.values):
                break
            taken = self.values[i:i + k]
            found.append({"key": str(k), "label": f"take {k} ({' + '.join(map(str, taken))})",
                          "next": (i + k, 1 - turn), "gain": sign * sum(taken),
                          "points": {self.players[turn]: sum(taken)}})
        return found


    def show(self, state: Any) -> str:
        i, _ = state
        return "row: " + " ".join(f"[{v}]" if k >= i else " . " for k, v in enumerate(self.values))


class WinGame(Minimax):
    """Win/lose games with normal play (the player with no move loses) unless a move wins outright
    (`won` in a move). Value: +1 when the first player wins, -1 when the second does, 0 for a draw."""

    players: tuple[str, str] = ("Alice", "Bob")
    goals = ("max", "min")

    def say(self, value: Any) -> str:
        if value == 0:
            return "nobody wins"
        return f"{self.players[0 if value > 0 else 1]} wins"

    def result(self, scores: dict[str, int], state: Any) -> str:
        return self.say(self.final(state))

    def final(self, state: Any) -> int:
        """The value of a position with no moves: the player to move lost."""
        return -1 if self.turn(state) == 0 else 1


class CountGame(WinGame):
    """Remove one of the allowed amounts from a count; the player who cannot move loses."""

    def __init__(self, n: int, allowed: Any, players: tuple[str, str], unit: str) -> None:
        self.n, self.allowed, self.players, self.unit = n, allowed, players, unit

    def start(self) -> Any:
        return (self.n, 0)

    def moves(self, state: Any) -> list[dict]:
        count, turn = state
        return [{"key": str(x), "label": f"take {x}, leaving {count - x} {self.unit}",
                 "next": (count - x, 1 - turn), "gain": 0, "points": {}} for x in self.allowed(count)]

    def show(self, state: Any) -> str:
        return f"{state[0]} {self.unit}"
