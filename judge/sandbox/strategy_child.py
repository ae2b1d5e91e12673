"""Runs a strategy problem's referee in a confined child of its own, for sandbox/interaction.py
(the interactor's child, roles turned: here the interactor asks and the solution answers). Uses
nothing of judge (its compiled code arrives on the request pipe).

It loads `solutions/<slug>/interactor.py` (its `model(**args)`) and the shared referee
(`solutions/_shared/referee.py`), and per test steps `Referee(model).run()`, a generator.

The judge's channel: JSON lines {"call": "begin", "args": [test, setup]} (a test starts: build the
model, send the solution its first request) and {"call": "end", "args": [returned, finished]} (the
solution's case is over), each answered with {"ok": ...} or {"error": "..."} (the referee or the
model failed: IE). "end" answers the verdict: {"verdict": "AC" | "WA" | None (the referee had not
finished: the solution's outcome decides), "message", "failure" (the referee's report), "positions",
"games", "mode", "explored"}.

The solution's channel, one line each way per step: to the solution `b` (build your class afresh
with the starting position), `m JSON-LIST` (call the move method with these arguments) and
`e JSON` (the test is over: return this); from it `r` (built) and `a JSON` (the move). So a move
is one round trip over two pipes.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # sent before this file and run in its namespace (sandbox/interaction.py)
    from judge.sandbox.duplex_child import Duplex, described, enter, load


class Session(Duplex):
    def __init__(self, requests_fd: int, replies_fd: int, calls_fd: int, answers_fd: int) -> None:
        super().__init__(requests_fd, replies_fd, calls_fd, answers_fd)
        self.module: Any = None
        self.referee: Any = None  # the shared referee module
        self.game: Any = None  # the running generator
        self.waiting = ""  # "r" or "a": what the solution owes
        self.verdict = None  # the referee's Verdict once it returned
        self.broken: str | None = None  # the referee's or the model's own failure
        self.moves = 0
        self.shown: list | None = None  # `judge run`: each side's game against the optimal opponent

    def step(self, answer) -> None:
        """Send the referee the solution's answer; pass its next request on, or its verdict."""
        try:
            event, payload = self.game.send(answer)
        except StopIteration as done:
            self.game, self.verdict, self.waiting = None, done.value, ""
            self.tell("e " + json.dumps(self.moves))
            return
        except BaseException as exc:  # noqa: BLE001 - the problem's own code
            self.game, self.waiting = None, ""
            self.broken = f"the referee failed: {described(exc)}"
            self.tell("e null")  # the solution's case ends; the judge hears IE
            return
        if event == "begin":
            self.waiting = "r"
            self.tell("b")
        else:
            self.waiting = "a"
            self.moves += 1
            try:
                self.tell("m " + json.dumps(payload))
            except (TypeError, ValueError) as exc:
                self.game, self.waiting = None, ""
                self.broken = f"the model's view is not plain data: {described(exc)}"
                self.tell("e null")

    def shown_run(self, referee, model):
        """`judge run`'s session: first one game per side against the optimal opponent, kept to be
        shown (each ply: who, the move, the position before it, its value from your side), then
        the whole judgement."""
        for side in model.sides:
            yield ("begin", side)
            try:
                path = yield from referee.optimal_game(side)
            except self.referee.Lost as lost:
                return self.referee.Verdict(False, "games", failure=lost.report)
            plies = [
                {
                    "player": model.players[p.player] + (" (you)" if p.player == side else ""),
                    "move": p.option.label,
                    "state": model.show(p.position),
                    "value": model.say(model.value(p.position) * (1 if p.player == side else -1)),
                }
                for p in path
            ]
            start = model.start()
            mover = model.turn(start)
            worth = model.value(start) * (1 if mover == side else -1) if mover is not None else 0
            self.shown.append({"side": model.players[side], "line": plies, "value": model.say(worth)})
        return (yield from referee.run())

    # -- the judge's requests ---------------------------------------------------------------------
    def request(self, message: dict) -> None:
        name, args = message.get("call"), message.get("args", [])
        if name == "begin":
            test, setup = args
            self.verdict, self.broken, self.moves = None, None, 0
            if self.game is not None:
                self.game.close()
            try:
                model = self.module.model(**test)
                referee = self.referee.Referee(model, seed=int(setup.get("seed", 0)))
                self.shown = [] if setup.get("show") else None
                self.game = referee.run() if self.shown is None else self.shown_run(referee, model)
            except BaseException as exc:  # noqa: BLE001
                self.game = None
                self.reply(error=f"model() failed: {described(exc)}")
                return
            self.reply(ok=None)
            self.step(None)
        elif name == "end":
            if self.game is not None:  # the solution stopped before the referee finished
                self.game.close()
                self.game = None
            if self.broken is not None:
                self.reply(error=self.broken)
                return
            verdict = self.verdict
            report = {
                "verdict": None,
                "message": "",
                "failure": None,
                "moves": self.moves,
                "shown": self.shown,
            }
            if verdict is not None:
                report.update(verdict.as_dict())
                report["verdict"] = "AC" if verdict.ok else "WA"
                if verdict.failure:
                    report["message"] = str(verdict.failure.get("message", ""))
            self.verdict = None
            self.reply(ok=report)
        else:
            self.reply(error=f"unknown request {name!r}")

    # -- the solution's answers -------------------------------------------------------------------
    def heard(self, line: bytes) -> None:
        kind, _, text = line.decode("utf-8", "replace").partition(" ")
        if self.game is None or kind != self.waiting:
            return  # out of step (a test already over): its case's outcome says what went wrong
        if kind == "r":
            self.step(None)
            return
        try:
            value = json.loads(text)
        except ValueError:
            value = {"unsendable": "unreadable"}
        if isinstance(value, dict) and "unsendable" in value:
            value = f"<a value of type {value['unsendable']}>"  # the model refuses it as illegal
        self.step(value)


def main(requests_fd: int, replies_fd: int, calls_fd: int, answers_fd: int, path: str) -> None:
    enter(path)
    session = Session(requests_fd, replies_fd, calls_fd, answers_fd)
    try:
        import referee  # type: ignore[import-not-found]  # noqa: PLC0415 - solutions/_shared, on the path now

        module = load(path)
        if not callable(getattr(module, "model", None)):
            raise AttributeError("defines no function model")
    except BaseException as exc:  # noqa: BLE001 - SystemExit and KeyboardInterrupt too
        session.reply(error=f"cannot be loaded: {described(exc)}")
        return
    session.module, session.referee = module, referee
    session.reply(ok=None)
    session.serve()
