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

import importlib.util
import json
import os
import select
import sys
import threading
import time

LOG_CALLS = 40  # calls kept for the dialogue `judge run` shows (the rest are counted)
CALL_BYTES = 1 << 20  # no call is longer (a name and an int or a word): an endless line is dropped


def _described(exc: BaseException) -> str:
    try:
        text = str(exc)
    except BaseException:  # noqa: BLE001 - a __str__ that raises
        text = "(its message cannot be shown)"
    return f"{type(exc).__name__}: {text}"[:500]


def _shown(value) -> str:
    text = json.dumps(value) if not isinstance(value, dict) else value.get("unsendable", "?")
    return text if len(text) <= 60 else text[:57] + "..."


class Session:
    def __init__(self, module, requests_fd: int, replies_fd: int, calls_fd: int, answers_fd: int) -> None:
        self.module = module
        self.requests_fd, self.replies_fd = requests_fd, replies_fd
        self.calls_fd, self.answers_fd = calls_fd, answers_fd
        self.requests = b""
        self.calls = b""
        self.game = None
        self.api: dict = {}  # name -> (param, type)
        self.failed: str | None = None  # the first wrong answer's message
        self.broken: str | None = None  # the interactor's own failure
        self.count = 0
        self.log: list = []
        self.keep_log = False
        self.stray: str | None = None  # a call made outside any game

    def reply(self, **fields) -> None:
        try:
            text = json.dumps(fields)
        except (TypeError, ValueError, RecursionError) as exc:
            text = json.dumps({"error": f"returned what is not plain data: {_described(exc)}"})
        data = text.encode() + b"\n"
        while data:
            data = data[os.write(self.replies_fd, data) :]

    def answer(self, text: str) -> None:
        data = (text + "\n").encode()
        try:
            while data:
                data = data[os.write(self.answers_fd, data) :]
        except OSError:  # the solution's process ended (killed mid-call): the judge knows how
            pass

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
                self.reply(error=f"Game() failed: {_described(exc)}")
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
                    self.reply(error=f"result() failed: {_described(exc)}")
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
    def call(self, line: bytes) -> None:
        name, _, text = line.decode("utf-8", "replace").partition(" ")
        if self.game is None:
            self.stray = f"{name}() was called outside a game (before it began or after it ended)"
            self.answer(f"x {self.stray}")
            return
        if self.failed is not None or self.broken is not None:
            self.answer(f"x the game is over: {self.failed or 'the judge failed'}")
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
            self.answer(f"x {self.failed}")
            return
        try:
            result = getattr(self.game, name)(value)
        except BaseException as exc:  # noqa: BLE001
            if type(exc).__name__ == "WrongAnswer":
                self.failed = f"call {self.count}: {name}({_shown(value)}): {exc}"
                self.answer(f"x {self.failed}")
            else:
                self.broken = f"{name}() failed: {_described(exc)}"
                self.answer("x the judge's interactor failed")
            return
        if type(result) is not int:
            self.broken = f"{name}() answered {type(result).__name__}, not an int"
            self.answer("x the judge's interactor failed")
            return
        if self.keep_log and len(self.log) < LOG_CALLS:
            self.log.append([name, value, result])
        self.answer(str(result))

    def serve(self) -> None:
        watched = [self.requests_fd, self.calls_fd]
        while True:
            ready = select.select(watched, [], [])[0]
            if self.calls_fd in ready:
                chunk = os.read(self.calls_fd, 1 << 16)
                if not chunk:  # the solution's process ended: only the judge is left to serve
                    watched = [self.requests_fd]
                self.calls += chunk
                while b"\n" in self.calls:
                    line, _, self.calls = self.calls.partition(b"\n")
                    self.call(line)
                if len(self.calls) > CALL_BYTES:  # kept, it would fill the interactor's memory
                    self.calls = b""
                    if self.game is not None and self.failed is None:
                        self.count += 1
                        self.failed = f"call {self.count}: longer than {CALL_BYTES} bytes"
            if self.requests_fd in ready:
                chunk = os.read(self.requests_fd, 1 << 16)
                if not chunk:
                    return
                self.requests += chunk
                while b"\n" in self.requests:
                    line, _, self.requests = self.requests.partition(b"\n")
                    self.request(json.loads(line))


def _die_with_the_judge() -> None:
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(1)

    threading.Thread(target=watch, daemon=True).start()


def main(requests_fd: int, replies_fd: int, calls_fd: int, answers_fd: int, path: str) -> None:
    _die_with_the_judge()
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)
    session = Session(None, requests_fd, replies_fd, calls_fd, answers_fd)
    shared = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(path))), "_shared")
    if os.path.isdir(shared):
        sys.path.append(shared)
    try:
        spec = importlib.util.spec_from_file_location("judge_interactor", path)
        if spec is None or spec.loader is None:
            raise ImportError("not a Python file")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        if not isinstance(getattr(module, "Game", None), type):
            raise AttributeError("defines no class Game")
    except BaseException as exc:  # noqa: BLE001 - SystemExit and KeyboardInterrupt too
        session.reply(error=f"cannot be loaded: {_described(exc)}")
        return
    session.module = module
    session.reply(ok=None)
    session.serve()
