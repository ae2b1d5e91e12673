"""Games played by clicking: `judge play`'s use case held open between requests, one move a POST.

The play use case is a generator that stops at each of your turns and takes your move's key by
send(); here it waits in a Plays entry between two requests. What the page is sent is the command
line's own words (render/play.py) plus, for each legal move, its key, label and where it leads with
best play from both sides (the words of `judge play`'s hint), so a click can be weighed first.
"""

from __future__ import annotations

import json
import secrets
import threading
from collections.abc import Generator
from dataclasses import dataclass, field
from typing import Any

from judge.model.errors import InputError
from judge.model.problem import Problem

Json = dict[str, Any]
KEPT = 4  # games kept open (each holds the problem's game child); the oldest is closed past this


@dataclass
class Play:
    id: str
    slug: str
    game: Generator[Any, str | None, None]
    lines: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    view: Json = field(default_factory=dict)


class Plays:
    def __init__(self) -> None:
        self._plays: dict[str, Play] = {}
        self._lock = threading.Lock()

    def start(self, problem: Problem, args: Any, first: bool) -> Json:
        """A new game from `args` (None: the first example's), you moving first or second."""
        from judge.usecases.play import PlayRequest, play

        if args is not None and not isinstance(args, dict):
            raise InputError(f"the input must be a JSON object of parameters, got {type(args).__name__}")
        entry = Play(secrets.token_hex(8), problem.slug, play(PlayRequest(problem, args, first=first)))
        with entry.lock:
            _advance(entry, next(entry.game), problem)
        with self._lock:
            self._plays[entry.id] = entry
            while len(self._plays) > KEPT:
                self._close(next(iter(self._plays)))
        return entry.view

    def move(self, play_id: str, key: str, problem: Problem) -> Json | None:
        """Your move `key` in game `play_id` (None: no such game); an illegal key is said, not made."""
        with self._lock:
            entry = self._plays.get(play_id)
        if entry is None:
            return None
        with entry.lock:
            if entry.view.get("over"):
                return entry.view
            _advance(entry, entry.game.send(key), problem)
        return entry.view

    def close_all(self) -> None:
        with self._lock:
            for play_id in list(self._plays):
                self._close(play_id)

    def _close(self, play_id: str) -> None:
        self._plays.pop(play_id).game.close()  # the use case closes the game's child


def _advance(entry: Play, event: Any, problem: Problem) -> None:
    """Play on from `event` to your next turn or the end, the words of each step kept."""
    from judge.render import play as words
    from judge.usecases import play as playing

    illegal = ""
    while True:
        if isinstance(event, playing.Began):
            entry.lines.append(  # as `judge play` opens
                f"{problem.title} on {json.dumps(event.args)}: you are {event.you}, the opponent is {event.opponent}"
            )
        elif isinstance(event, playing.Position):
            entry.lines.append(words.position(event.session))
        elif isinstance(event, playing.Replied):
            entry.lines.append(words.reply(event.session, event.move, event.opponent))
        elif isinstance(event, playing.Illegal):
            illegal = f"not a legal move: {event.key!r} (moves: {', '.join(event.keys)})"
            break
        elif isinstance(event, playing.YourTurn):
            break
        elif isinstance(event, playing.Over):
            entry.lines += [words.position(event.session), words.ending(event.session)]
            entry.view = {"play": entry.id, "lines": entry.lines, "moves": [], "over": True, "illegal": ""}
            return
        event = next(entry.game)
    entry.view = {
        "play": entry.id,
        "lines": entry.lines,
        "moves": _moves(event.session),
        "over": False,
        "illegal": illegal,
    }


def _moves(session: Any) -> list[Json]:
    """Each legal move: its key, its label, and how the game ends after it with best play."""
    from judge.explain.play import worth

    game = session.game
    return [
        {"key": m["key"], "label": m["label"], "leads_to": game.say(session.gained + worth(game, m))}
        for m in session.options()
    ]
