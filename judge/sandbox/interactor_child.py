"""Runs an interactive problem's `interactor.py` in a confined child of its own, for
sandbox/interaction.py. Uses nothing of judge (its compiled code arrives on the request pipe).

Two channels. The judge's: JSON lines {"call": "begin", "args": [test, setup]} (a game starts: the
whole test input, hidden fields too) and {"call": "end", "args": [returned, finished]} (the
solution's case is over: what it returned, and whether it returned at all), each answered with
{"ok": ...} or {"error": "..."} (the interactor failed: IE). The solution's: one line per API call,
`NAME JSON-ARGUMENT`, answered with one line: an integer, or `x MESSAGE` (stop: the game is lost or
over; the solution's stub then ends its process). So a call is one round trip over two pipes.

The interactor defines `class Game`, constructed with the test's input, with one method per API
call (given the argument, checked here for its type) and `result(returned)`: None if the game is
won, else the message of the wrong answer. A method raises an exception of a class named
`WrongAnswer` for a wrong move (over the budget, out of range): the first one stands, whatever the
solution does after it (a later TLE included). Any other exception is the interactor's own failure.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # sent before this file and run in its namespace (sandbox/interaction.py)
    from judge.sandbox.duplex_child import Duplex, described, enter, load

LOG_CALLS = 40  # calls kept for the dialogue `judge run` shows (the rest are counted)


def _shown(value) -> str:
    text = json.dumps(value) if not isinstance(value, dict) else value.get("unsendable", "?")
    return text if len(text) <= 60 else text[:57] + "..."


class Session(Duplex):
    def __init__(self, module, requests_fd: int, replies_fd: int, calls_fd: int, answers_fd: int) -> None:
        super().__init__(requests_fd, replies_fd, calls_fd, answers_fd)
        self.module = module
        self.game = None
        self.api: dict = {}  # name -> (param, type)
        self.failed: str | None = None  # the first wrong answer's message
        self.broken: str | None = None  # the interactor's own failure
        self.count = 0
        self.log: list = []
        self.keep_log = False
        self.stray: str | None = None  # a call made outside any game

    # -- the judge's requests ---------------------------------------------------------------------
    def request(self, message: dict) -> None:
        name, args = message.get("call"), message.get("args", [])
        if name == "begin":
            test, setup = args
            self.api = {call[0]: (call[1], call[2]) for call in setup["calls"]}
            self.keep_log = bool(setup.get("log"))
            self.failed = self.broken = None
            self.count, self.log = 0, []
            try:
                self.game = self.module.Game(dict(test))
            except BaseException as exc:  # noqa: BLE001 - the problem's own code
                self.game = None
                self.reply(error=f"Game() failed: {described(exc)}")
                return
            self.reply(ok={"stray": self.stray})
            self.stray = None
        elif name == "end":
            returned, finished = args
            game, self.game = self.game, None
            report = {"calls": self.count, "log": self.log, "verdict": None, "message": ""}
            if self.broken is not None:
                self.reply(error=self.broken)
                return
            if self.failed is not None:
                report.update(verdict="WA", message=self.failed, early=True)
            elif finished and game is not None:
                try:
                    wrong = game.result(returned)
                except BaseException as exc:  # noqa: BLE001
                    self.reply(error=f"result() failed: {described(exc)}")
                    return
                if wrong is not None and not isinstance(wrong, str):
                    self.reply(error=f"result() returned {type(wrong).__name__}, not None or a message")
                    return
                report.update(verdict="AC" if wrong is None else "WA", message=wrong or "")
                if hasattr(game, "summary"):
                    report["summary"] = str(game.summary())
            self.reply(ok=report)
        elif name == "stray":  # a call made while no game was on (at the solution's import)
            self.reply(ok=self.stray)
        else:
            self.reply(error=f"unknown request {name!r}")

    # -- the solution's calls ---------------------------------------------------------------------
    def heard(self, line: bytes) -> None:
        name, _, text = line.decode("utf-8", "replace").partition(" ")
        if self.game is None:
            self.stray = f"{name}() was called outside a game (before it began or after it ended)"
            self.tell(f"x {self.stray}")
            return
        if self.failed is not None or self.broken is not None:
            self.tell(f"x the game is over: {self.failed or 'the judge failed'}")
            return
        self.count += 1
        try:
            value = json.loads(text)
        except ValueError:
            value = {"unsendable": "unreadable"}
        wanted = self.api.get(name)
        if wanted is None:
            self.failed = f"call {self.count}: {name}() is no call of this problem's API"
        else:
            param, kind = wanted
            ok = (type(value) is int) if kind == "int" else (type(value) is str)
            if not ok:
                got = (
                    value["unsendable"]
                    if isinstance(value, dict) and "unsendable" in value
                    else (
                        {
                            bool: "bool",
                            float: "float",
                            str: "str",
                            int: "int",
                            list: "list",
                            type(None): "None",
                        }.get(type(value), type(value).__name__)
                    )
                )
                self.failed = f"call {self.count}: {name}({_shown(value)}): {param} must be {kind}, got {got}"
        if self.failed is not None:
            self.tell(f"x {self.failed}")
            return
        try:
            result = getattr(self.game, name)(value)
        except BaseException as exc:  # noqa: BLE001
            if type(exc).__name__ == "WrongAnswer":
                self.failed = f"call {self.count}: {name}({_shown(value)}): {exc}"
                self.tell(f"x {self.failed}")
            else:
                self.broken = f"{name}() failed: {described(exc)}"
                self.tell("x the judge's interactor failed")
            return
        if type(result) is not int:
            self.broken = f"{name}() answered {type(result).__name__}, not an int"
            self.tell("x the judge's interactor failed")
            return
        if self.keep_log and len(self.log) < LOG_CALLS:
            self.log.append([name, value, result])
        self.tell(str(result))


def main(requests_fd: int, replies_fd: int, calls_fd: int, answers_fd: int, path: str) -> None:
    enter(path)
    session = Session(None, requests_fd, replies_fd, calls_fd, answers_fd)
    try:
        module = load(path)
        if not isinstance(getattr(module, "Game", None), type):
            raise AttributeError("defines no class Game")
    except BaseException as exc:  # noqa: BLE001 - SystemExit and KeyboardInterrupt too
        session.reply(error=f"cannot be loaded: {described(exc)}")
        return
    session.module = module
    session.reply(ok=None)
    session.serve()
