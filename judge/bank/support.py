"""A problem's own Python files (generator.py, checker.py, play.py, strategy.py), run in a limited
child of their own (bank/support_child.py) instead of inside the judge.

A file that loops, exits, crashes, balloons or returns what is not plain data costs the judge at most
CALL_TIMEOUT_S (or the seconds JUDGE_SUPPORT_TIMEOUT_S names) and MEMORY_MB per call and becomes a ProblemFaultError (IE, exit 2): never a hang,
a traceback, or the judge exiting 0 without a verdict. One child per file is kept for the life of
the judge (a checker answers thousands of calls), killed with its process group when the judge
exits, and it dies with the judge (PR_SET_PDEATHSIG) if the judge is killed.
"""

from __future__ import annotations

import atexit
import json
import os
import resource
import select
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

from judge.model.errors import InputError, ProblemFaultError

CALL_TIMEOUT_S = 10.0  # wall-clock time one call (or loading the file) may take, unless set:
TIMEOUT_VARIABLE = "JUDGE_SUPPORT_TIMEOUT_S"
MEMORY_MB = 2048  # address space of the child
REPLY_LIMIT = 256 * 1024 * 1024  # bytes of one reply
CHILD = Path(__file__).with_name("support_child.py")


def call_timeout_s() -> float:
    """CALL_TIMEOUT_S, or the seconds JUDGE_SUPPORT_TIMEOUT_S names: more for a heavy generator on a
    slow machine, less where waiting for a looping file is all there is to wait for (the tests)."""
    chosen = os.environ.get(TIMEOUT_VARIABLE, "").strip()
    if not chosen:
        return CALL_TIMEOUT_S
    try:
        seconds = float(chosen)
    except ValueError:
        seconds = 0.0
    if not 0 < seconds < 86_400:
        raise InputError(
            f"{TIMEOUT_VARIABLE}={chosen!r} is not a number of seconds above 0 (the default is 10)"
        )
    return seconds


def _limit_child() -> None:  # runs in the child between fork and exec
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_MB * 1024 * 1024,) * 2)
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    # Not PR_SET_PDEATHSIG: it fires when the *thread* that started the child ends (a stress job's
    # worker), not the judge. The child watches its parent itself (support_child.py).


class SupportProcess:
    """One problem file, loaded in a child; `call(name, *args)` runs one of support_child.CALLS."""

    def __init__(self, path: Path, role: str, needs: tuple[str, ...]) -> None:
        self.path, self.role, self.needs = path, role, needs
        self.timeout = call_timeout_s()  # read before any child is started: a bad value starts none
        self.lock = threading.Lock()
        self.process: subprocess.Popen[bytes] | None = None
        self.broken: str | None = None  # why it cannot be used any more
        self.buffer = b""

    def _fail(self, why: str) -> ProblemFaultError:
        self.broken = why
        self.close()
        return ProblemFaultError(f"{self.path}: the {self.role} {why}")

    def _start(self) -> None:
        requests_read, self.requests = os.pipe()
        self.replies, replies_write = os.pipe()
        command = [
            sys.executable,
            "-I",
            str(CHILD),
            str(requests_read),
            str(replies_write),
            str(self.path),
            self.role,
            ",".join(self.needs),
        ]
        try:
            self.process = subprocess.Popen(
                command,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                pass_fds=(requests_read, replies_write),
                start_new_session=True,
                preexec_fn=_limit_child,
                cwd=str(self.path.parent),
            )
        finally:
            os.close(requests_read)
            os.close(replies_write)
        loaded = self._reply()  # the file loaded and has what it needs, or why not
        if "error" in loaded:
            raise self._fail(str(loaded["error"]))

    def start(self) -> None:
        """Load the file now (ProblemFaultError if it does not), rather than at the first call."""
        with self.lock:
            self._started()

    def _started(self) -> None:
        if self.broken:
            raise ProblemFaultError(f"{self.path}: the {self.role} {self.broken}")
        if self.process is not None and self.process.poll() is not None:
            self.close()  # it ended between calls (killed from outside): a fresh one takes the call
        if self.process is None:
            self._start()

    def call(self, name: str, *args: Any, timeout: float | None = None) -> Any:
        with self.lock:
            self._started()
            try:
                request = json.dumps({"call": name, "args": list(args)}).encode() + b"\n"
            except (TypeError, ValueError, RecursionError) as exc:
                raise ProblemFaultError(f"{self.path}: cannot send {name}() its arguments: {exc}") from None
            try:
                os.write(self.requests, request)  # a request is far below the pipe's buffer
            except OSError:
                raise self._fail(self._ended()) from None
            reply = self._reply(timeout)
        if "error" in reply:
            raise ProblemFaultError(f"{self.path}: the {self.role} failed in {name}(): {reply['error']}")
        return reply.get("ok")

    def _reply(self, timeout: float | None = None) -> dict[str, Any]:
        timeout = self.timeout if timeout is None else timeout
        deadline = time.monotonic() + timeout
        while b"\n" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.replies], [], [], left)[0]:
                raise self._fail(f"did not answer within {timeout:g} s (a loop or a wait?)")
            chunk = os.read(self.replies, 1 << 20)
            if not chunk:
                raise self._fail(self._ended())
            self.buffer += chunk
            if len(self.buffer) > REPLY_LIMIT:
                raise self._fail(f"answered with more than {REPLY_LIMIT >> 20} MiB")
        line, _, self.buffer = self.buffer.partition(b"\n")
        try:
            reply = json.loads(line)
        except (ValueError, RecursionError):
            reply = None
        if not isinstance(reply, dict):
            raise self._fail("answered with what is not a reply")
        return reply

    def _ended(self) -> str:
        assert self.process is not None
        try:
            code = self.process.wait(timeout=1)
        except subprocess.TimeoutExpired:
            return "closed its channel to the judge"
        if code < 0:
            try:
                name = signal.Signals(-code).name
            except ValueError:
                name = f"signal {-code}"
            return f"crashed ({name})"
        return f"exited with code {code}"

    def close(self) -> None:
        if self.process is not None:
            try:
                os.killpg(self.process.pid, signal.SIGKILL)
            except OSError:
                pass
            self.process.wait()
            for fd in (self.requests, self.replies):
                try:
                    os.close(fd)
                except OSError:
                    pass
            self.process = None


_OPEN: dict[tuple[Path, str, tuple[str, ...], str], SupportProcess] = {}  # by file, role, needs and version
_OPEN_LOCK = threading.Lock()


def support(path: Path, role: str, needs: tuple[str, ...] = ()) -> SupportProcess:
    """The child running `path` as `role`, refusing it unless it defines the functions it `needs`
    (one per file, role and needs; started on its first call)."""
    with _OPEN_LOCK:
        try:
            stat = path.stat()
            version = f"{stat.st_mtime_ns}:{stat.st_size}"  # an edited file gets a new child
        except OSError:
            version = ""
        key = (path.resolve(), role, needs, version)
        if key not in _OPEN:
            for old in [old for old in _OPEN if old[:3] == key[:3]]:
                _OPEN.pop(old).close()  # an older version of the file
            _OPEN[key] = SupportProcess(path, role, needs)
        return _OPEN[key]


@atexit.register
def close_all() -> None:
    with _OPEN_LOCK:
        for process in _OPEN.values():
            process.close()
        _OPEN.clear()
