"""The `judge` command line run inside the test's own process (conftest.run_judge's default).

The call goes through the same entry as the installed `judge` command (judge/entry.py: a Python
solution's child is started early, then click parses), with what a fresh process would have:
os.environ exactly the mapping given, the working folder given, empty standard input, and standard
output and error captured apart as bytes. Only the judge's own interpreter start and imports are
saved; the solutions' children are started as ever.

What a real process keeps for its whole life is undone after each call as its exit would undo it:
the children it keeps for later (a problem's support files, a prestarted child nobody took) are
ended, and the values it caches once per process that depend on the environment (the toolchains
found on PATH, whether Landlock or namespaces are turned off) are forgotten before and after.
"""

from __future__ import annotations

import contextlib
import io
import os
import signal
import subprocess
import sys
import threading
import traceback
from collections.abc import Iterator, Mapping
from types import FrameType


class _OutOfTime(BaseException):
    """The call ran past its timeout (a BaseException: the judge's own handlers do not catch it)."""


def call(argv: list[str], env: Mapping[str, str], cwd: str | None, timeout: float) -> tuple[int, str, str]:
    """(exit code, stdout, stderr) of `judge ARGV` run here; subprocess.TimeoutExpired past `timeout`
    seconds (enforced from the main thread only, by SIGALRM)."""
    from judge import entry

    out, err = io.BytesIO(), io.BytesIO()
    expired: list[bool] = []
    with _environment(env), _folder(cwd), _streams(out, err), _forgetting(), _ending_children():
        try:
            with _deadline(timeout, expired):
                entry.main(argv)
            code = 0
        except SystemExit as exc:
            code = _exit_code(exc.code)
        except _OutOfTime:
            code = -1
        except Exception:  # what an uncaught exception does to a process: its traceback, exit 1
            traceback.print_exc()
            code = 1
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
    if expired:  # even if the judge took the exception for a Ctrl-C and ended as after one
        raise subprocess.TimeoutExpired(["judge", *argv], timeout, _text(out), _text(err))
    return code, _text(out), _text(err)


def _exit_code(code: object) -> int:
    """The status a process would exit with for sys.exit(code)."""
    if code is None:
        return 0
    if isinstance(code, int):
        return int(code) & 0xFF
    print(code, file=sys.stderr)  # sys.exit("message"): printed, status 1
    return 1


def _text(data: io.BytesIO) -> str:
    """As subprocess.run(text=True) decodes a child's output (universal newlines)."""
    return data.getvalue().decode("utf-8", errors="replace").replace("\r\n", "\n").replace("\r", "\n")


@contextlib.contextmanager
def _environment(env: Mapping[str, str]) -> Iterator[None]:
    saved = dict(os.environ)
    os.environ.clear()
    os.environ.update(env)
    try:
        yield
    finally:
        os.environ.clear()
        os.environ.update(saved)


@contextlib.contextmanager
def _folder(cwd: str | None) -> Iterator[None]:
    saved = os.getcwd()
    if cwd is not None:
        os.chdir(cwd)
    try:
        yield
    finally:
        os.chdir(saved)


class _Stream(io.TextIOWrapper):
    """A standard stream over bytes, named as a pipe is, never a terminal."""

    def __init__(self, buffer: io.BytesIO, name: str) -> None:
        super().__init__(buffer, encoding="utf-8", errors="backslashreplace", line_buffering=False)
        self._stream_name = name

    @property
    def name(self) -> str:  # type: ignore[override]
        return self._stream_name


@contextlib.contextmanager
def _streams(out: io.BytesIO, err: io.BytesIO) -> Iterator[None]:
    saved = sys.stdin, sys.stdout, sys.stderr
    sys.stdin = _Stream(io.BytesIO(), "<stdin>")
    sys.stdout = _Stream(out, "<stdout>")
    sys.stderr = _Stream(err, "<stderr>")
    try:
        yield
    finally:
        for stream in (sys.stdout, sys.stderr):
            stream.flush()
            stream.detach()  # keep the bytes readable: closing the wrapper would close them
        sys.stdin, sys.stdout, sys.stderr = saved


@contextlib.contextmanager
def _deadline(timeout: float, expired: list[bool]) -> Iterator[None]:
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def expire(number: int, frame: FrameType | None) -> None:
        expired.append(True)
        raise _OutOfTime

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, timeout)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


@contextlib.contextmanager
def _forgetting() -> Iterator[None]:
    _forget()
    try:
        yield
    finally:
        _forget()


def _forget() -> None:
    """Clear what the judge caches once per process from the environment (PATH, JUDGE_NO_*) or sets
    once per process from the settings (the support children's timeout)."""
    from judge.grading import calibration
    from judge.sandbox import isolation, landlock, support
    from judge.sandbox.languages import java, javascript

    for cached in (
        landlock.support,
        isolation.support,
        java.toolchain,
        javascript.node,
        calibration.machine_fingerprint,
    ):
        cached.cache_clear()
    support.configure(support.CALL_TIMEOUT_S)


@contextlib.contextmanager
def _ending_children() -> Iterator[None]:
    try:
        yield
    finally:
        end_kept_children()


def end_kept_children() -> None:
    """End the children a judge process keeps until it exits (its atexit handlers end them): a
    problem's support children and a child started early that nobody took."""
    from judge.sandbox import launch, support

    launch.discard_prestarted()
    support.close_all()
