"""The referee of strategy problems: plays a solution's strategy against opponents and decides.

A strategy problem's `solutions/<slug>/interactor.py` defines `model(**args) -> a game model` (the
protocol below); this module, shared by all of them, does the rest. It is plain Python with no
import of the judge, meant for the interactor's confined child. `Referee.run()` is a generator that
asks for the solution's moves rather than calling it: it yields ("begin", side) (construct the
solution's class afresh with the starting position) and ("move", view) (call its method with these
arguments and send back the answer), and returns the Verdict. So the child that drives it needs no
thread, and one move is one round trip to the solution's child; `drive()` runs it in-process.

The rule a strategy is held to (every statement says it): at every position it is asked about, its
move must keep that position's value, whatever the opponent did before (score games: the best
final margin still possible; win/lose games: a win from a winning position, no loss from a drawn
one; fastest win where the problem says so). So a flaw that only an opponent's mistake uncovers is
a flaw.

A game model (positions are hashable; values from the mover's view, larger is better for the mover):
  players: (name, name); sides: the player indices the solution plays (0 moves first)
  start() -> position;  turn(position) -> 0 | 1 | None (None: the game is over)
  options(position) -> [Option] (legal moves in a fixed order; the first best is the optimal
      opponent's choice);  value(position) -> the best option's worth (the model memoises)
  keeps(value, worth) -> bool: whether a move worth `worth` keeps `value` (usually equality)
  view(position, last) -> tuple: the arguments of the solution's method (`last`: the opponent's
      move that led here, or None)
  read(position, answer) -> a move key, or raises Illegal: the solution's answer as a move
  show(position) -> str;  say(worth) -> str (a worth in words, from the mover's view)
  bound() -> int: an upper bound on the positions an exhaustive proof may visit
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator, Hashable
from dataclasses import dataclass, field
from typing import Any

EXHAUSTIVE_LIMIT = 20_000  # positions: above this bound a test is judged by games, not a proof
GAMES = {"deviations": 24, "adversarial": 12, "random": 12}  # games per side in games mode
PLY_BUDGET = 60_000  # plies per side in games mode: past it the remaining games are left out


class Illegal(Exception):
    """The solution's answer is not a legal move here (the message says why)."""


@dataclass(frozen=True)
class Option:
    move: Hashable  # the move as the solution writes it ("L", 2, (pile, count), ...)
    label: str  # the move in words
    next: Hashable  # the position it leads to
    worth: Any  # gain + what best play gives afterwards, from the mover's view


@dataclass(frozen=True)
class Ply:
    player: int
    option: Option
    position: Hashable


@dataclass
class Verdict:
    ok: bool
    mode: str  # "exhaustive" (a proof) or "games"
    positions: int = 0  # positions the solution was asked about
    explored: int = 0  # positions the proof went through, the opponent's included
    games: int = 0
    failure: dict[str, Any] | None = None
    notes: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {"ok": self.ok, "mode": self.mode, "positions": self.positions, "explored": self.explored,
                "games": self.games, "failure": self.failure}


class Lost(Exception):
    """The solution's move at a position lost value, or was illegal (carries the report)."""

    def __init__(self, report: dict[str, Any]) -> None:
        super().__init__(report["message"])
        self.report = report


Ask = Callable[[tuple], Any]
# What run() and its parts are: generators that yield ("begin", side) and ("move", view), are sent
# the solution's answers, and return their result.
Session = Generator[tuple[str, Any], Any, Any]


class Referee:
    def __init__(self, model: Any, seed: int = 0, limit: int = EXHAUSTIVE_LIMIT) -> None:
        self.model, self.seed, self.limit = model, seed, limit

    # -- what the model knows (a model memoises what is dear to compute) ---------------------------
    def options(self, position: Hashable) -> list[Option]:
        return self.model.options(position)

    def best(self, position: Hashable) -> Option:
        """The optimal opponent's move: the first of the best ones."""
        options = self.options(position)
        top = max(o.worth for o in options)
        return next(o for o in options if o.worth == top)

    # -- judging -----------------------------------------------------------------------------------
    def run(self) -> Session:
        """Every side the solution plays: a proof where the tree is small enough, else games.
        A generator: it yields ("begin", side) when the solution's class is to be constructed
        afresh with the starting position, ("move", view) when its method is to be called (send it
        the answer), and returns the Verdict."""
        exhaustive = self.model.bound() <= self.limit
        verdict = Verdict(True, "exhaustive" if exhaustive else "games")
        for side in self.model.sides:
            yield ("begin", side)
            try:
                if exhaustive:
                    asked, explored = yield from self.prove(side)
                    verdict.positions += asked
                    verdict.explored += explored
                else:
                    asked, games = yield from self.play_games(side)
                    verdict.positions += asked
                    verdict.games += games
            except Lost as lost:
                verdict.ok, verdict.failure = False, lost.report
                return verdict
        return verdict

    def judge(self, new_strategy: Callable[[], Ask]) -> Verdict:
        """run() with an in-process strategy: `new_strategy()` gives a fresh `ask` per side."""
        return drive(self.run(), new_strategy)

    def _your_move(self, side: int, position: Hashable, last: Any, path: list[Ply],
                   opponent: str) -> Session:
        """Ask the solution at `position` and check its move keeps the position's value."""
        model = self.model
        try:
            move = model.read(position, (yield ("move", model.view(position, last))))
            chosen = next((o for o in self.options(position) if o.move == move), None)
            if chosen is None:
                raise Illegal(f"{move!r} is not a legal move here")
        except Illegal as exc:
            raise Lost(self.report(side, position, path, None, opponent, str(exc))) from None
        if not model.keeps(model.value(position), chosen.worth):
            raise Lost(self.report(side, position, path, chosen, opponent))
        return chosen

    def prove(self, side: int) -> Session:
        """Every opponent reply, depth first, each position once: the positions where the solution
        moves are keyed with the opponent's last move (its answer may read it), the opponent's by
        the position alone (what follows depends on nothing else). Returns (positions asked,
        positions explored)."""
        model = self.model
        asked: set[tuple[Hashable, Any]] = set()
        expanded: set[Hashable] = set()
        path: list[Ply] = []
        stack: list[list[Any]] = [[model.start(), None, None]]
        while stack:
            frame = stack[-1]
            position, last, pending = frame
            if pending is None:
                mover = model.turn(position)
                if mover is None:
                    pending = iter(())
                elif mover == side:
                    if (position, last) in asked:
                        pending = iter(())
                    else:
                        asked.add((position, last))
                        chosen = yield from self._your_move(side, position, last, path, "every reply")
                        pending = iter((chosen,))
                elif position in expanded:
                    pending = iter(())
                else:
                    expanded.add(position)
                    pending = iter(self.options(position))
                frame[2] = pending
            option = next(pending, None)
            if option is None:
                stack.pop()
                if path:
                    path.pop()
                continue
            mover = model.turn(position)
            path.append(Ply(mover, option, position))
            stack.append([option.next, option.move if mover != side else None, None])
        return len(asked), len(asked) + len(expanded)

    def game(self, side: int, name: str, choose: Callable[[int, Hashable], Option],
             answers: dict | None = None, seen: set | None = None, plies: list | None = None) -> Session:
        """One game: the opponent's moves from `choose(ply, position)`, the solution's checked as
        they come. `answers` remembers the solution's moves by (position, last move); the game's
        length is added to `plies`. Returns the game's plies."""
        answers = {} if answers is None else answers
        position, last = self.model.start(), None
        path: list[Ply] = []
        visited: set[Hashable] = set()
        while (mover := self.model.turn(position)) is not None and position not in visited:
            visited.add(position)  # a position that comes back ends the game (a draw by repetition)
            if seen is not None:
                seen.add(position)
            if mover == side:
                key = (position, last)
                option = answers.get(key)
                if option is None:
                    option = yield from self._your_move(side, position, last, path, name)
                    answers[key] = option
                last = None
            else:
                option = choose(len(path), position)
                last = option.move
            path.append(Ply(mover, option, position))
            position = option.next
        if plies is not None:
            plies.append(len(path))
        return path

    def optimal_game(self, side: int) -> Session:
        return self.game(side, "the optimal opponent", lambda ply, pos: self.best(pos))

    def play_games(self, side: int) -> Session:
        """Games against the optimal opponent, against one that errs once at each point of the
        optimal line (then plays well), against an adversary steering to positions not seen yet
        where your choice is narrowest, and against random opponents. Answers are remembered by
        (position, last move), as the proof does. Returns (positions asked, games)."""
        rng = random.Random(self.seed * 7919 + side)
        answers: dict[tuple[Hashable, Any], Option] = {}
        seen: set[Hashable] = set()
        line = yield from self.game(side, "the optimal opponent", lambda ply, pos: self.best(pos), answers,
                                    seen)
        points = [(k, o) for k, ply in enumerate(line) if ply.player != side
                  for o in self.options(ply.position) if o != ply.option]
        if len(points) > GAMES["deviations"]:
            points = sorted(rng.sample(points, GAMES["deviations"]), key=lambda p: p[0])
        plies = [len(line)]

        def spent() -> bool:
            return sum(plies) >= PLY_BUDGET

        def once(at: int, wrong: Option) -> Callable[[int, Hashable], Option]:
            return lambda ply, pos: wrong if ply == at else self.best(pos)

        for at, wrong in points:
            if spent():
                break
            yield from self.game(side, f"an opponent who errs once, at ply {at + 1}", once(at, wrong),
                                 answers, seen, plies)
        for _ in range(GAMES["adversarial"]):
            if spent():
                break
            yield from self.game(side, "an adversarial opponent",
                                 lambda ply, pos: self._steer(side, pos, seen, rng), answers, seen, plies)
        for _ in range(GAMES["random"]):
            if spent():
                break
            yield from self.game(side, "a random opponent", lambda ply, pos: rng.choice(self.options(pos)),
                                 answers, seen, plies)
        return len(answers), len(plies)

    def _steer(self, side: int, position: Hashable, seen: set[Hashable], rng: random.Random) -> Option:
        """The reply into a position not seen yet where the fewest of your moves keep the value."""
        model = self.model

        def narrowness(option: Option) -> tuple[int, float, float]:
            after = option.next
            if model.turn(after) != side:
                return (after in seen, 1.0, rng.random())
            options = self.options(after)
            value = model.value(after)
            keeping = sum(1 for o in options if model.keeps(value, o.worth))
            return (after in seen, keeping / len(options), rng.random())

        return min(self.options(position), key=narrowness)

    # -- the report --------------------------------------------------------------------------------
    def report(self, side: int, position: Hashable, path: list[Ply], chosen: Option | None,
               opponent: str, illegal: str = "") -> dict[str, Any]:
        """The first position where the solution's move lost value: the moves so far, the
        position, its move, every legal move and what each leads to, as explain draws them."""
        model = self.model
        value = model.value(position)
        options = self.options(position)
        keeping = [o for o in options if model.keeps(value, o.worth)]
        you = model.players[side]
        line = [{"player": model.players[p.player] + (" (you)" if p.player == side else ""),
                 "move": p.option.label, "scores": {}, "state": model.show(p.position),
                 "value": model.say(model.value(p.position) * (1 if p.player == side else -1))}
                for p in path]  # each position's value from your side (the games are zero-sum)
        if chosen is None:
            message = f"at {model.show(position)} your move was refused: {illegal}"
        else:
            message = (f"at {model.show(position)} you ({you}) chose {chosen.label}: "
                       f"{model.say(chosen.worth)}; {keeping[0].label} instead: {model.say(value)}")
        rows = [o.label for o in options]
        table = {
            "title": f"your move at {model.show(position)}",
            "meaning": "each legal move and what it leads to with best play from both sides "
                       "afterwards (your view)",
            "recurrence": "value(position) = the best over its moves of what each leads to",
            "fill_order": "one row per legal move, in the game's order",
            "row_labels": rows, "col_labels": ["leads to", "keeps the value"],
            "cells": [[model.say(o.worth), "yes" if o in keeping else "no"] for o in options],
            "answer_cell": [options.index(keeping[0]), 0],
            "path": [[options.index(chosen), 0]] if chosen is not None else [],
            "fill": [[r, 0] for r in range(len(options))],
            "derivation": f"value = {model.say(value)}, by {', '.join(o.label for o in keeping)}",
        }
        return {
            "message": message, "opponent": opponent, "side": you, "ply": len(path) + 1,
            "moves": [_plain(p.option.move) for p in path], "position": model.show(position),
            "view": [_plain(v) for v in model.view(position, path[-1].option.move
                                                   if path and path[-1].player != side else None)],
            "yours": None if chosen is None else {"move": _plain(chosen.move), "label": chosen.label,
                                                  "leads_to": model.say(chosen.worth)},
            "best": [{"move": _plain(o.move), "label": o.label, "leads_to": model.say(o.worth)}
                     for o in keeping],
            "value": model.say(value), "table": table, "line": line,
        }


def _plain(value: Any) -> Any:
    """A move or view as JSON holds it (tuples become lists)."""
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value


def drive(session: Session, new_strategy: Callable[[], Ask]) -> Any:
    """Run a session with an in-process strategy; what the session returns."""
    ask: Ask | None = None
    answer: Any = None
    try:
        while True:
            event, payload = session.send(answer)
            if event == "begin" or ask is None:  # a part of run() alone begins with no "begin"
                ask, answer = new_strategy(), None
            if event == "move":
                answer = ask(payload)
    except StopIteration as done:
        return done.value


def method_caller(instance: Any, name: str = "move") -> Ask:
    """`ask` for an in-process strategy object: its method called with the view's arguments."""
    method = getattr(instance, name)
    return lambda view: method(*view)

