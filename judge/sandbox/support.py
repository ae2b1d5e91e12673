"""A problem's own Python files (generator.py, checker.py, validator.py, strategy.py, play.py, table.py,
game.py), run in a confined child of their own (sandbox/support_child.py), never inside the judge.

The child starts as a solution's does (launch.popen_confined): its own session and process group,
a fresh temporary folder as its working folder and TMPDIR, a scrubbed environment, and Landlock's
rules, which its bootstrap applies first thing, before site-packages or the file load. It may read the system, the Python runtime, its problem's folder and
the bank's shared support code (solutions/_shared); it writes only its own folder, reaches no TCP
port and signals nothing outside itself. A bank from someone else (`--problems DIR`) is judged
without giving its code the user's files or network.

A file that loops, exits, crashes, balloons or returns what is not plain data costs the judge at
most CALL_TIMEOUT_S (or the seconds JUDGE_SUPPORT_TIMEOUT_S names) of wall-clock time and of CPU
time (RLIMIT_CPU, raised before each call), and MEMORY_MB of address space, per call, and becomes a
ProblemFaultError (IE, exit 2): never a hang, a traceback, or the judge exiting 0 without a verdict.
A refused read, write or connection is the file's own exception (PermissionError...), reported the
same way. One child per file is kept for the life of the judge (a checker answers thousands of
calls), or until the caller releases its problem's folder (release), killed with everything it
started when the judge exits; it ends itself if the judge is killed (it watches its parent).
"""

from __future__ import annotations

import atexit
import json
import marshal
import math
import os
import resource
import select
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from judge.model.errors import ProblemFaultError, SandboxError
from judge.sandbox import folders, landlock
from judge.sandbox.cputime import program_cpu_reader
from judge.sandbox.kill import kill_all
from judge.sandbox.launch import child_env, exit_status, popen_confined

CALL_TIMEOUT_S = 10.0  # wall-clock time one call (or loading the file) may take, unless configured
MEMORY_MB = 2048  # address space of the child
REPLY_LIMIT = 256 * 1024 * 1024  # bytes of one reply
CHILD = Path(__file__).with_name("support_child.py")
MARKER = "judge-support"  # in every support child's command line
Answer = Callable[[Any], Any]  # the judge's answer to what a child asks in the middle of a call
SHARED = "_shared"  # solutions/_shared/: support code the problems' own files import

# Confines itself by the rules the judge wrote first on the request pipe (landlock.PRELUDE), loads
# site-packages only then (started with -S), reads a header line and the support harness's compiled
# code from the pipe and runs it: the child may not read the judge's files, so its code arrives the
# way a solution's harness does.
BOOTSTRAP = (
    landlock.CHILD_PRELUDE
    + """\
def _judge_support():
    import marshal, sys
    fd = int(sys.argv[2])
    code, _ = globals().pop("_judge_harness")(fd)
    harness = {"__name__": "judge_support", "__builtins__": __builtins__}
    exec(marshal.loads(code), harness)
    harness["main"](fd, int(sys.argv[3]), *sys.argv[4:7])
globals().pop("_judge_support")()
"""
)


_TIMEOUT_S = [CALL_TIMEOUT_S]  # the registry's one setting, given by the CLI (configure)


def configure(timeout_s: float) -> None:
    """Set how long a call into a problem's file may take (Settings.support_timeout_s: the CLI passes
    JUDGE_SUPPORT_TIMEOUT_S down), for the children started from now on. The children are one
    registry for the whole process (one per file), so their setting is the registry's."""
    _TIMEOUT_S[0] = timeout_s


def call_timeout_s() -> float:
    return _TIMEOUT_S[0]


@cache
def _opening() -> bytes:
    """The header line and the compiled support harness, the first thing a child reads."""
    code = compile(CHILD.read_text(encoding="utf-8"), "<judge support>", "exec")
    payload = marshal.dumps(code)
    return (json.dumps({"payload_bytes": len(payload)}) + "\n").encode() + payload


def readable(path: Path) -> list[Path]:
    """What a support child of `path` may read beyond the system and the runtime: its problem's
    folder and the bank's shared support code."""
    folder = path.resolve().parent
    shared = folder.parent / SHARED
    return [folder, shared] if shared.is_dir() else [folder]


def _refusal(error: str) -> str:
    """What a PermissionError most likely met: the child's confinement, said in so many words."""
    abi = landlock.support().abi
    if not abi or not error.startswith(("PermissionError", "cannot be loaded: PermissionError")):
        return ""
    network = ", and open no TCP connection" if abi >= 4 else ""
    return (
        "; refused by the sandbox: a problem's files may read only their own folder and the shared"
        f" code, write only their temporary folder{network}"
    )


class SupportProcess:
    """One problem file, loaded in a child; `call(name, *args)` runs one of support_child.CALLS."""

    def __init__(self, path: Path, role: str, needs: tuple[str, ...]) -> None:
        self.path, self.role, self.needs = path, role, needs
        self.timeout = call_timeout_s()
        self.lock = threading.Lock()
        self.process: Any = None  # the running child (a Popen)
        self.workdir: Any = None  # its temporary folder
        self.broken: str | None = None  # why it cannot be used any more
        self.buffer = b""
        self.loading = False  # started, its first reply (loaded or not) not read yet
        self.greeted = False  # its first reply read: it confined itself and loaded (or said why not)
        self.cpu_used: Any = None  # reads the child's CPU seconds
        self.cpu_soft = 0  # the CPU seconds the child may reach (its RLIMIT_CPU soft limit)

    def _fail(self, why: str) -> ProblemFaultError:
        self.broken = why
        self.close()
        return ProblemFaultError(f"{self.path}: the {self.role} {why}")

    def _start(self) -> None:
        requests_read, self.requests = os.pipe()
        self.replies, replies_write = os.pipe()
        self.workdir = folders.make("support")
        self.cpu_soft = math.ceil(self.timeout) + 1  # loading the file: as long as one call
        command = [
            sys.executable,
            "-I",
            "-S",
            "-c",
            BOOTSTRAP,
            MARKER,
            str(requests_read),
            str(replies_write),
        ]
        try:
            self.process = popen_confined(
                [*command, str(self.path.resolve()), self.role, ",".join(self.needs)],
                read=readable(self.path),
                workdir=self.workdir.name,
                env=child_env(self.workdir.name),
                channel=(requests_read, self.requests),
                confines_itself=True,
                pass_fds=(requests_read, replies_write),
                rlimits=(
                    (resource.RLIMIT_AS, MEMORY_MB * 1024 * 1024, MEMORY_MB * 1024 * 1024),
                    (resource.RLIMIT_CORE, 0, 0),
                    (resource.RLIMIT_CPU, self.cpu_soft, None),  # raised before each call
                ),
            )
        except (OSError, subprocess.SubprocessError, SandboxError) as exc:  # not executable
            for fd in (self.requests, self.replies):
                os.close(fd)
            self.workdir.cleanup()
            self.workdir = None
            why = getattr(exc, "strerror", None) or exc
            raise SandboxError(f"cannot start a child for {self.path}: {why}") from None
        finally:
            os.close(requests_read)
            os.close(replies_write)
        self.cpu_used = program_cpu_reader(self.process.pid)
        try:
            os.write(self.requests, _opening())  # a few KiB: far below the pipe's buffer
        except OSError:
            raise self._fail(self._ended()) from None
        self.loading = True
        self.greeted = False

    def _loaded(self) -> None:
        """Wait for the first reply: the file loaded and has what it needs, or why not."""
        self.loading = False
        loaded = self._reply()
        self.greeted = True
        if "error" in loaded:
            why = str(loaded["error"])
            raise self._fail(why + _refusal(why))

    def start(self) -> None:
        """Load the file now (ProblemFaultError if it does not), rather than at the first call."""
        with self.lock:
            self._started()

    def begin(self) -> None:
        """Start the child without waiting for it: its interpreter loads the file while the judge does
        other work, and the first call waits for it (and reports what went wrong). Never raises."""
        with self.lock:
            if self.process is None and not self.broken:
                try:
                    self._start()
                except (ProblemFaultError, SandboxError):
                    pass  # the first call says why (or starts it again)

    def _started(self) -> None:
        if self.broken:
            raise ProblemFaultError(f"{self.path}: the {self.role} {self.broken}")
        if self.process is not None and not self.loading and exit_status(self.process.pid) is not None:
            self.close()  # it ended between calls (killed from outside): a fresh one takes the call
        if self.process is None:
            self._start()
        if self.loading:
            self._loaded()

    def call(self, name: str, *args: Any, timeout: float | None = None, answer: Answer | None = None) -> Any:
        """One call; with `answer`, a conversation: the child may ask ({"ask": value}) before its
        reply, and gets answer(value) back each time (stress's search in a strategy.py's child). An
        exception of `answer` ends the child (which waits for its answer) and goes up as it is."""
        with self.lock:
            self._started()
            self._send(name, {"call": name, "args": list(args)}, timeout)
            reply = self._reply(timeout)
            while answer is not None and "ask" in reply:
                try:
                    given = answer(reply["ask"])
                except BaseException:
                    self.close()  # a fresh child takes the next call
                    raise
                self._send(name, given, timeout)
                reply = self._reply(timeout)
            if "ask" in reply:  # only a search may ask: anything else is out of step with the judge
                raise self._fail(f"asked the judge a question in {name}(), which takes none")
        if "error" in reply:
            why = str(reply["error"])
            raise ProblemFaultError(f"{self.path}: the {self.role} failed in {name}(): {why}{_refusal(why)}")
        return reply.get("ok")

    def _send(self, name: str, message: Any, timeout: float | None) -> None:
        allowed = self._allow_cpu(self.timeout if timeout is None else timeout)
        if allowed is not None and isinstance(message, dict) and "call" in message:
            message = {**message, "cpu": allowed}  # the child raises its own limit first
        try:
            line = json.dumps(message).encode() + b"\n"
        except (TypeError, ValueError, RecursionError) as exc:
            raise ProblemFaultError(f"{self.path}: cannot send {name}() its arguments: {exc}") from None
        try:
            while line:  # a list of inputs to validate may fill the pipe: the child reads as it comes
                line = line[os.write(self.requests, line) :]
        except OSError:
            raise self._fail(self._ended()) from None

    def _allow_cpu(self, seconds: float) -> int | None:
        """The CPU seconds the child must allow itself for the next call, about `seconds` beyond
        what it used so far (None while its limit leaves that room). The child raises its own
        RLIMIT_CPU soft limit on the call's word: the judge may not (another uid's process, and root
        without CAP_SYS_RESOURCE, as on this project's machines); past it the kernel ends the child
        (SIGXCPU), whatever its threads do while the judge waits."""
        wanted = math.ceil(max(self.cpu_used(), 0.0) + seconds) + 1
        if wanted <= self.cpu_soft:
            return None  # still room (limits are whole seconds: most calls change nothing)
        self.cpu_soft = wanted
        return wanted

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
        """How the child ended (it closed its channel): waits up to a second, without reaping it."""
        assert self.process is not None
        deadline = time.monotonic() + 1.0
        status = exit_status(self.process.pid)
        while status is None and time.monotonic() < deadline:
            time.sleep(0.005)
            status = exit_status(self.process.pid)
        if status is None:
            return "closed its channel to the judge"
        kind, code = status
        if kind == "exit" and code == landlock.FAILED and not self.greeted:  # before its first word
            self.close()
            raise SandboxError(f"cannot start a child for {self.path}: it could not be confined")
        if kind == "exit":
            return f"exited with code {code}"
        if code == signal.SIGXCPU:
            return f"used more than {self.cpu_soft} s of CPU time (SIGXCPU)"
        try:
            name = signal.Signals(code).name
        except ValueError:
            name = f"signal {code}"
        return f"crashed ({name})"

    def close(self) -> None:
        if self.process is not None:
            kill_all(self.process.pid)  # before the wait: until it is reaped its pid cannot be reused
            self.process.wait()
            for fd in (self.requests, self.replies):
                try:
                    os.close(fd)
                except OSError:
                    pass
            self.process = None
            self.buffer = b""
            self.loading = False
        if self.workdir is not None:
            self.workdir.cleanup()
            self.workdir = None


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


def release(folder: Path) -> None:
    """End the children of the files in `folder` now: a caller done with a problem (`judge verify`,
    going on to the next one) would otherwise keep its generator, validator and checker idle until
    the judge exits. A later call starts a fresh child."""
    folder = folder.resolve()
    with _OPEN_LOCK:
        done = [key for key in _OPEN if key[0].parent == folder]
        for key in done:
            _OPEN.pop(key).close()


def _forget_inherited() -> None:
    """In a process forked from the judge the support children are the parent's: sharing their pipes
    would mix two processes' requests and replies, so the fork lets go of them (closing only its
    copies of the pipes) and starts its own on its first call. The judge itself forks nothing (stress
    workers come from a fork server that holds none): this is for code that embeds the judge."""
    global _OPEN_LOCK
    _OPEN_LOCK = threading.Lock()  # another thread may have held it at the fork
    for process in _OPEN.values():
        if process.process is not None:
            for fd in (process.requests, process.replies):
                try:
                    os.close(fd)
                except OSError:
                    pass
        finalizer = getattr(process.workdir, "_finalizer", None)
        if finalizer is not None:
            finalizer.detach()  # the parent's folder: the parent removes it, not this fork's exit
    _OPEN.clear()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_forget_inherited)


@atexit.register
def close_all() -> None:
    with _OPEN_LOCK:
        for process in _OPEN.values():
            process.close()
        _OPEN.clear()
