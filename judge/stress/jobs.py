"""Running a stress run's jobs side by side, and stopping them.

One job runs in a thread. Two or more run in processes of their own where the system can fork:
the judge's share of a case (drawing the input, reading both children's replies, the verdict) is
Python code, and threads of one process take turns under the GIL, so two jobs in threads were no
faster than one. A job's process reports progress, a failure found and its result over one pipe;
the judge asks it to stop by closing another (its end of file). Its result comes back pickled:
both ends are the judge's own code (the solutions run in the job's sandboxed children).

A job that finds a failure stops the jobs after it, so the reported failure is always that of the
lowest failing job: the same seed gives the same counterexample whatever the timing.
"""

from __future__ import annotations

import os
import pickle
import select
import signal
import struct
import threading
from collections.abc import Sequence
from typing import Any, Protocol

# what a job's process sends back of its job when it ends
RESULT_FIELDS = ("cases_run", "shrink_runs", "found", "unshrunk", "error", "crash")
_FRAME = struct.Struct("!cQ")  # a frame: its kind (T progress, F failure found, R result), its length
WATCH_S = 0.05  # how often a job's process looks for a stop or a failure to announce


class Job(Protocol):
    index: int
    stop: threading.Event
    finished: threading.Event
    found: Any
    crash: Exception | None

    def tick(self, cases: int) -> None: ...

    def run(self) -> None: ...

    def kill(self) -> None: ...


class _Threaded:
    """A job on a thread of this process."""

    def __init__(self, job: Job) -> None:
        self.job = job
        threading.Thread(target=job.run, name=f"stress-{job.index}", daemon=True).start()

    def failing(self) -> bool:
        return self.job.found is not None

    def stop(self) -> None:
        self.job.stop.set()

    def kill(self) -> None:
        self.job.kill()


class _Forked:
    """A job in a process of its own; its result is copied onto the job when it ends."""

    def __init__(self, job: Job, inherited: list[int]) -> None:
        self.job = job
        self.failed = False
        up_read, up_write = os.pipe()
        down_read, down_write = os.pipe()
        self.pid = os.fork()
        if self.pid == 0:  # the job's process: never returns into the caller's code
            code = 70
            try:
                # Other jobs' pipes, so that their stops arrive. A number in `inherited` may have been
                # closed by the judge since and reused for this job's own pipe: those two stay open.
                for fd in {*inherited, up_read, down_write} - {up_write, down_read}:
                    try:
                        os.close(fd)
                    except OSError:
                        pass
                _serve(job, up_write, down_read)
                code = 0
            finally:
                os._exit(code)
        os.close(up_write)
        os.close(down_read)
        inherited += [up_read, down_write]
        self.down: int | None = down_write
        self.lock = threading.Lock()
        threading.Thread(
            target=self._listen, args=(up_read,), name=f"stress-{job.index}", daemon=True
        ).start()

    def failing(self) -> bool:
        return self.failed or self.job.found is not None

    def stop(self) -> None:
        self.job.stop.set()
        with self.lock:
            down, self.down = self.down, None
        if down is not None:
            os.close(down)  # its end of file is the stop

    def kill(self) -> None:
        self.stop()
        try:
            os.kill(self.pid, signal.SIGKILL)  # its children see it gone and end themselves
        except ProcessLookupError:
            pass

    def _listen(self, up: int) -> None:
        ended = False
        try:
            with os.fdopen(up, "rb") as pipe:
                while True:
                    head = pipe.read(_FRAME.size)
                    if len(head) < _FRAME.size:
                        break
                    kind, size = _FRAME.unpack(head)
                    payload = pipe.read(size)
                    if kind == b"T":
                        self.job.tick(int(payload))
                    elif kind == b"F":
                        self.failed = True
                    elif kind == b"R":
                        for name, value in zip(RESULT_FIELDS, pickle.loads(payload)):  # noqa: S301 - our own
                            setattr(self.job, name, value)
                        ended = True
        except Exception as exc:  # noqa: BLE001 - reported as the job's crash
            self.job.crash = exc
        finally:
            os.waitpid(self.pid, 0)
            if not ended and self.job.crash is None and not self.job.stop.is_set():
                self.job.crash = RuntimeError(f"stress job {self.job.index} ended without a result")
            self.stop()
            self.job.finished.set()


def _serve(job: Job, up: int, down: int) -> None:
    """In a job's process: run it, relaying progress, a failure found and the result."""
    # Ctrl-C reaches the whole foreground group: the judge relays it as a stop. A handler, not
    # SIG_IGN, which the sandbox's children would inherit through exec.
    signal.signal(signal.SIGINT, lambda number, frame: None)
    lock = threading.Lock()

    def send(kind: bytes, payload: bytes = b"") -> None:
        data = _FRAME.pack(kind, len(payload)) + payload
        with lock:
            while data:
                data = data[os.write(up, data) :]

    job.tick = lambda cases: send(b"T", str(cases).encode())  # type: ignore[method-assign]

    def watch() -> None:
        announced = False
        while True:
            ready, _, _ = select.select([down], [], [], WATCH_S)
            if ready and not os.read(down, 64):
                job.stop.set()
                return
            if not announced and job.found is not None:
                announced = True
                send(b"F")

    threading.Thread(target=watch, daemon=True).start()
    job.run()
    fields = [getattr(job, name) for name in RESULT_FIELDS]
    try:
        payload = pickle.dumps(fields)
    except Exception:  # noqa: BLE001 - an exception that does not pickle: its text then
        crash = fields[-1]
        fields[-1] = RuntimeError(f"{type(crash).__name__}: {crash}") if crash is not None else None
        payload = pickle.dumps(fields)
    send(b"R", payload)


def run_jobs(workers: Sequence[Job]) -> bool:
    """Run the jobs (see the module's docstring); returns whether Ctrl-C interrupted the run."""
    inherited: list[int] = []
    forking = len(workers) > 1 and hasattr(os, "fork")
    handles = [_Forked(job, inherited) if forking else _Threaded(job) for job in workers]
    interrupted = False
    try:
        while not all(job.finished.is_set() for job in workers):
            first = next((i for i, handle in enumerate(handles) if handle.failing()), None)
            if first is not None:
                for later in handles[first + 1 :]:
                    later.stop()
            next(job for job in workers if not job.finished.is_set()).finished.wait(WATCH_S)
    except KeyboardInterrupt:
        interrupted = True
        for handle in handles:
            handle.stop()
        try:  # each stops after its current case (at most one case's deadline)
            for job in workers:
                while not job.finished.wait(WATCH_S):
                    pass
        except KeyboardInterrupt:  # a second Ctrl-C: no waiting, but no child left behind either
            for handle in handles:
                handle.kill()
            for job in workers:
                job.finished.wait(2.0)
            raise
    return interrupted
