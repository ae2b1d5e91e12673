"""What an interactor's child and a strategy referee's child share (interactor_child.py,
strategy_child.py): two channels served by one loop, and loading the problem's file. Uses nothing of
judge: sandbox/interaction.py sends this file's compiled code first, then the child's own, run in
one namespace (so the child finds `Duplex` and the helpers below without importing them).

The judge's channel carries JSON lines {"call": NAME, "args": [...]}, each answered with one line
{"ok": ...} or {"error": "..."}; the solution's channel carries one line each way per call or move.
A subclass says what a request (`request`) and a line of the solution's (`heard`) do.
"""

from __future__ import annotations

import importlib.util
import json
import os
import resource
import select
import sys
import threading
import time
from typing import Any

LINE_BYTES = 1 << 20  # no call or move of the solution's is longer: an endless line is dropped
UNREAD_S = 2.0  # a solution whose answers pipe stays full this long does not read them: heard no more


def described(exc: BaseException) -> str:
    try:
        text = str(exc)
    except BaseException:  # noqa: BLE001 - a __str__ that raises
        text = "(its message cannot be shown)"
    return f"{type(exc).__name__}: {text}"[:500]


class Duplex:
    def __init__(self, requests_fd: int, replies_fd: int, calls_fd: int, answers_fd: int) -> None:
        self.requests_fd, self.replies_fd = requests_fd, replies_fd
        self.calls_fd, self.answers_fd = calls_fd, answers_fd
        self.requests = b""
        self.calls = b""
        self.deaf = False  # the solution stopped reading its answers: its lines are no longer read
        os.set_blocking(answers_fd, False)  # so that such a solution never blocks this child

    def request(self, message: dict) -> None:
        """One request of the judge's: answer it with reply()."""
        raise NotImplementedError

    def heard(self, line: bytes) -> None:
        """One line of the solution's (without its end)."""
        raise NotImplementedError

    def reply(self, **fields: Any) -> None:
        try:
            text = json.dumps(fields)
        except (TypeError, ValueError, RecursionError) as exc:
            text = json.dumps({"error": f"returned what is not plain data: {described(exc)}"})
        data = text.encode() + b"\n"
        while data:
            data = data[os.write(self.replies_fd, data) :]

    def tell(self, text: str) -> None:
        """One line to the solution."""
        data = (text + "\n").encode()
        try:
            while data and not self.deaf:
                try:
                    data = data[os.write(self.answers_fd, data) :]
                except BlockingIOError:  # its pipe is full: a stub reads each answer before its next call
                    self.deaf = not select.select([], [self.answers_fd], [], UNREAD_S)[1]
        except OSError:  # the solution's process ended (killed mid-call): the judge knows how
            pass

    def serve(self) -> None:
        calls_open = True
        while True:
            watched = (
                [self.requests_fd, self.calls_fd] if calls_open and not self.deaf else [self.requests_fd]
            )
            ready = select.select(watched, [], [])[0]
            if self.calls_fd in ready:
                chunk = os.read(self.calls_fd, 1 << 16)
                if not chunk:  # the solution's process ended: only the judge is left to serve
                    calls_open = False
                self.calls += chunk
                while b"\n" in self.calls:
                    line, _, self.calls = self.calls.partition(b"\n")
                    self.heard(line)
                if len(self.calls) > LINE_BYTES:  # kept, it would fill the child's memory (an IE)
                    self.calls = b""
                    self.heard(b"")  # garbage, judged as the subclass judges garbage
            if self.requests_fd in ready:
                chunk = os.read(self.requests_fd, 1 << 16)
                if not chunk:
                    return
                self.requests += chunk
                while b"\n" in self.requests:
                    line, _, self.requests = self.requests.partition(b"\n")
                    message = json.loads(line)
                    if message.get("cpu") is not None:  # the coming call's CPU: the judge may not raise it
                        limit = resource.getrlimit(resource.RLIMIT_CPU)[1]
                        resource.setrlimit(resource.RLIMIT_CPU, (message["cpu"], limit))
                    self.request(message)


def enter(path: str) -> None:
    """The child's first steps: end with the judge, no standard streams, and the bank's
    `solutions/_shared` (beside the problem's folder) importable."""
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(1)

    threading.Thread(target=watch, daemon=True).start()
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)
    shared = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(path))), "_shared")
    if os.path.isdir(shared):
        sys.path.append(shared)


def load(path: str) -> Any:
    """The problem's interactor.py as a module (its exceptions go up)."""
    spec = importlib.util.spec_from_file_location("judge_interactor", path)
    if spec is None or spec.loader is None:
        raise ImportError("not a Python file")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
