"""Worker processes that run the judge's own code beside it (a stress run's parallel jobs).

A worker is never a fork of the judge: the judge has threads, and a fork copies whatever lock
another thread held at that moment. Each one is forked instead by multiprocessing's fork server, a
process started from a fresh interpreter that runs no threads and has the workers' modules
imported already (`prepare`), so a worker costs a fork, not an interpreter and its imports.

The judge sends a worker what to run, pickled (its own objects, to its own code); the worker sends
back only bytes over a pipe, which the caller reads as JSON: nothing a worker says is unpickled.
As with any multiprocessing start method but fork, a script that starts workers must keep its own
work under `if __name__ == "__main__":` (each worker imports the script; `judge` does).
The judge asks it to stop by closing the other pipe, and kills it (SIGKILL) when the user insists;
the solutions its job runs are in sandboxed children of its own (launch.py), which end when it does.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
from collections.abc import Callable
from multiprocessing import forkserver
from multiprocessing.connection import Connection
from typing import Any

_CONTEXT = multiprocessing.get_context("forkserver")


def prepare(modules: list[str]) -> None:
    """Start the fork server now with `modules` imported in it, while the caller does other work
    (its imports take a few hundred ms once per judge process; each worker forked after is quick)."""
    _CONTEXT.set_forkserver_preload(modules)
    forkserver.ensure_running()


def helpers() -> set[int]:
    """The fork server and multiprocessing's resource tracker, once started: kept (idle between
    runs) until the judge exits, when they end too."""
    from multiprocessing import resource_tracker

    pids = (
        getattr(forkserver._forkserver, "_forkserver_pid", None),
        getattr(resource_tracker._resource_tracker, "_pid", None),
    )
    return {pid for pid in pids if pid}


def cpu_seconds() -> float:
    """CPU time of the fork server and of the workers it has reaped: not the judge's children, so
    RUSAGE_CHILDREN misses them (bench/stress_speed.py adds this)."""
    pid = getattr(forkserver._forkserver, "_forkserver_pid", None)
    try:
        with open(f"/proc/{pid}/stat", "rb") as stat:
            fields = stat.read().rpartition(b")")[2].split()
    except (OSError, TypeError):
        return 0.0
    return sum(int(value) for value in fields[11:15]) / os.sysconf("SC_CLK_TCK")


class Channel:
    """A worker's side: `send` bytes to the judge (from any thread), `stopped` once asked to stop."""

    def __init__(self, up: Connection, down: Connection) -> None:
        self._up, self._down = up, down
        self._lock = threading.Lock()

    def send(self, data: bytes) -> None:
        with self._lock:
            self._up.send_bytes(data)

    def stopped(self, timeout: float) -> bool:
        """Whether the judge asked this worker to stop (closed its pipe), waiting up to `timeout`."""
        if not self._down.poll(timeout):
            return False
        try:
            self._down.recv_bytes()
        except (EOFError, OSError):
            return True
        return False


def _enter(
    function: Callable[[Any, Channel], None],
    argument: Any,
    up: Connection,
    down: Connection,
    support_timeout_s: float,
) -> None:
    # Ctrl-C reaches the whole foreground group: the judge relays it as a stop. A handler, not
    # SIG_IGN, which the sandbox's children would inherit through exec.
    signal.signal(signal.SIGINT, lambda number, frame: None)
    from judge.sandbox import support

    support.configure(support_timeout_s)  # the judge's setting: the fork server never saw it
    function(argument, Channel(up, down))


class Worker:
    """`function(argument, channel)` in a worker process (`function` importable by its name)."""

    def __init__(self, function: Callable[[Any, Channel], None], argument: Any) -> None:
        from judge.sandbox.support import call_timeout_s

        up_read, up_write = _CONTEXT.Pipe(duplex=False)
        down_read, down_write = _CONTEXT.Pipe(duplex=False)
        # daemonic: a worker the judge left running when it exits is ended, not waited for
        self.process = _CONTEXT.Process(
            target=_enter, args=(function, argument, up_write, down_read, call_timeout_s()), daemon=True
        )
        try:
            self.process.start()
        finally:
            up_write.close()  # the worker's ends: its own copies arrived through the fork server
            down_read.close()
        self._up = up_read
        self._down: Connection | None = down_write
        self._lock = threading.Lock()
        self.ended = False  # its pipe closed: it has exited (the fork server reaps it, not the judge)

    def receive(self) -> bytes | None:
        """The next message of the worker; None once it has ended (or closed its pipe)."""
        try:
            return self._up.recv_bytes()
        except (EOFError, OSError):
            self.ended = True
            return None

    def stop(self) -> None:
        """Ask it to stop (it sees its pipe close); safe from any thread, more than once."""
        with self._lock:
            down, self._down = self._down, None
        if down is not None:
            down.close()

    def kill(self) -> None:
        self.stop()
        pid = self.process.pid
        if pid is not None and not self.ended:  # once ended, its pid may be another process's
            try:
                os.kill(pid, signal.SIGKILL)  # its sandboxed children see it gone and end themselves
            except ProcessLookupError:
                pass

    def wait(self) -> None:
        self.process.join()
        self._up.close()
