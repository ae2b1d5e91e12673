"""Playing a game against an opponent that always plays a best move (`judge play`).

`play` yields what happens on the board; to YourTurn the consumer answers with send(the key of the
move it read) (hints and quitting are the consumer's: they change nothing on the board). A key that
is no legal move is answered with Illegal, which takes another key the same way.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, replace
from typing import Any

from judge.explain.play import Session, load_game
from judge.explain.tables import Explanation
from judge.grading.solution import SolutionFile
from judge.model.problem import Problem
from judge.model.results import RunResult
from judge.model.settings import Settings
from judge.model.verdict import Verdict


@dataclass(frozen=True)
class PlayRequest:
    problem: Problem
    args: dict[str, Any] | None = None  # None: the first example's
    first: bool = True  # the user moves first


@dataclass(frozen=True)
class Began:
    session: Session
    args: dict[str, Any]  # the game's arguments (the example's when none were given)
    you: str
    opponent: str


@dataclass(frozen=True)
class Position:
    session: Session


@dataclass(frozen=True)
class Replied:
    session: Session
    move: dict[str, Any]
    opponent: str


@dataclass(frozen=True)
class YourTurn:
    session: Session


@dataclass(frozen=True)
class Illegal:
    session: Session
    key: str
    keys: tuple[str, ...]  # the legal ones


@dataclass(frozen=True)
class Over:
    session: Session


PlayEvent = Began | Position | Replied | YourTurn | Illegal | Over


def play(request: PlayRequest) -> Generator[PlayEvent, str | None, None]:
    from judge.explain.played import value_view  # a `-play` problem is its value problem's game

    game, args = load_game(value_view(request.problem), request.args)
    session = Session(game, you=0 if request.first else 1)
    opponent = game.players[1 - session.you]
    yield Began(session, args, game.players[session.you], opponent)
    while not session.over:
        yield Position(session)
        if not session.your_turn:
            yield Replied(session, session.reply(), opponent)
            continue
        key = yield YourTurn(session)
        while key is None or session.play(key) is None:
            key = yield Illegal(session, key or "", tuple(m["key"] for m in session.options()))
    yield Over(session)


@dataclass(frozen=True)
class WatchRequest:
    """`judge play SLUG --strategy FILE`: the user's strategy against the optimal opponent."""

    problem: Problem  # the strategy problem (the CLI maps a value problem to its `-play`)
    solution: SolutionFile
    settings: Settings
    args: dict[str, Any] | None = None  # None: the first example's
    side: int | None = None  # the index into the problem's sides; None: every side


@dataclass(frozen=True)
class Watched:
    args: dict[str, Any]
    table: Explanation | None  # the value problem's table, when it fits on screen
    note: str  # why there is no table
    result: RunResult  # the games (case.detail["games"]) and the judgement of every move

    @property
    def passed(self) -> bool:
        case = self.result.case
        return case is not None and case.verdict is Verdict.AC


def watch(request: WatchRequest) -> Watched:
    """The strategy plays the start against the optimal opponent (each side it plays, in the
    referee's child and its own), after the table its moves should follow; every move is judged."""
    from judge.explain import played
    from judge.explain.tables import explain
    from judge.grading.custom import run_custom
    from judge.model.errors import JudgeError

    problem = request.problem
    args = dict(problem.examples[0].args) if request.args is None else request.args
    table, note = None, ""
    try:
        table = explain(played.value_view(problem), args)
    except JudgeError as exc:
        note = f"no table: {exc.message}"
    result = run_custom(problem, request.solution, [("--input", args)], request.settings)[0]
    case = result.case
    if request.side is not None and case is not None and isinstance(case.detail, dict):
        assert problem.strategy is not None
        side = problem.strategy.sides[request.side]
        games = [g for g in case.detail.get("games") or [] if g.get("side") == side]
        result = replace(result, case=replace(case, detail={**case.detail, "games": games}))
    return Watched(args, table, note, result)
