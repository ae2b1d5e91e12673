"""Playing a game against an opponent that always plays a best move (`judge play`).

`play` yields what happens on the board; to YourTurn the consumer answers with send(the key of the
move it read) (hints and quitting are the consumer's: they change nothing on the board). A key that
is no legal move is answered with Illegal, which takes another key the same way.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import Any

from judge.explain.play import Session, load_game
from judge.model.problem import Problem


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
    game, args = load_game(request.problem, request.args)
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
