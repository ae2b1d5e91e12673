"""Running a stress run's jobs side by side, and stopping them.

One job runs in a thread. Two or more run in worker processes of their own (sandbox/workers.py,
started by a thread-free fork server, never forked from the judge): the judge's share of a case
(drawing the input, reading both children's replies, the verdict) is Python code, and threads of
one process take turns under the GIL, so two jobs in threads were no faster than one. A job reaches
its worker as its `recipe` (a function and its arguments, pickled by the judge for its own code)
and reports progress, a failure found and its result as JSON messages; the judge asks it to stop by
closing a pipe. Nothing a worker sends is unpickled.

A job that finds a failure stops the jobs after it, so the reported failure is always that of the
lowest failing job: the same seed gives the same counterexample whatever the timing.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from judge.model import errors
from judge.model.errors import JudgeError
from judge.sandbox.languages.registry import DEFAULT, named
from judge.sandbox.workers import Channel, Worker, prepare

WATCH_S = 0.05  # how often a job's process looks for a stop or a failure to announce
# what a worker's jobs are made of, imported by the fork server before the first one starts: the
# search, and the language of the references it runs
WORKER_MODULES = ["judge.stress.search", named(DEFAULT).module]


class Job(Protocol):
    index: int
    stop: threading.Event
    finished: threading.Event
    found: Any
    crash: Exception | None

    def tick(self, cases: int) -> None: ...

    def run(self) -> None: ...

    def kill(self) -> None: ...

    def recipe(self) -> tuple[Callable[..., Job], tuple[Any, ...]]:
        """How a worker makes the same job: an importable function and its (picklable) arguments."""
        ...

    def outcome(self) -> dict[str, Any]:
        """In the worker, once run: its result as plain data (JSON)."""
        ...

    def absorb(self, outcome: dict[str, Any]) -> None:
        """In the judge: the worker's `outcome` copied onto this job."""
        ...


def error_data(error: JudgeError | None) -> dict[str, str] | None:
    """A JudgeError as plain data: its class's name and its message."""
    return None if error is None else {"type": type(error).__name__, "message": error.message}


def error_from(data: Any) -> JudgeError | None:
    """The JudgeError `error_data` described (a name that is no error of judge.model: JudgeError)."""
    if not isinstance(data, dict):
        return None
    kind = getattr(errors, str(data.get("type")), JudgeError)
    if not (isinstance(kind, type) and issubclass(kind, JudgeError)):
        kind = JudgeError
    return kind(str(data.get("message", "")))


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


class _InWorker:
    """A job in a worker process; its result is copied onto the job when it ends."""

    def __init__(self, job: Job) -> None:
        self.job = job
        self.failed = False
        self.worker = Worker(_serve, job.recipe())
        threading.Thread(target=self._listen, name=f"stress-{job.index}", daemon=True).start()

    def failing(self) -> bool:
        return self.failed or self.job.found is not None

    def stop(self) -> None:
        self.job.stop.set()
        self.worker.stop()  # its end of file is the stop

    def kill(self) -> None:
        self.stop()
        self.worker.kill()

    def _listen(self) -> None:
        ended = False
        try:
            while (data := self.worker.receive()) is not None:
                message = json.loads(data)
                if "tick" in message:
                    self.job.tick(int(message["tick"]))
                elif "failed" in message:
                    self.failed = True
                elif "result" in message:
                    self.job.absorb(message["result"])
                    ended = True
        except Exception as exc:  # noqa: BLE001 - reported as the job's crash
            self.job.crash = exc
        finally:
            self.worker.wait()
            if not ended and self.job.crash is None and not self.job.stop.is_set():
                self.job.crash = RuntimeError(f"stress job {self.job.index} ended without a result")
            self.stop()
            self.job.finished.set()


def _serve(recipe: tuple[Callable[..., Job], tuple[Any, ...]], channel: Channel) -> None:
    """In a job's worker: make the job, run it, relay progress, a failure found and the result."""
    make, arguments = recipe
    job = make(*arguments)

    def send(message: dict[str, Any]) -> None:
        channel.send(json.dumps(message).encode())

    job.tick = lambda cases: send({"tick": cases})  # type: ignore[method-assign]

    def watch() -> None:
        announced = False
        while not channel.stopped(WATCH_S):
            if not announced and job.found is not None:
                announced = True
                send({"failed": True})
        job.stop.set()

    threading.Thread(target=watch, daemon=True).start()
    job.run()
    try:
        outcome = job.outcome()
        text = json.dumps({"result": outcome})
    except Exception as exc:  # noqa: BLE001 - a result that is not plain data: said as a crash
        text = json.dumps({"result": {"crash": f"{type(exc).__name__}: {exc}"}})
    channel.send(text.encode())


def get_ready(jobs: int) -> None:
    """Start the fork server of the workers now if `jobs` will need them: its imports then overlap
    with the run's own preparation."""
    if jobs > 1:
        prepare(WORKER_MODULES)


def run_jobs(workers: Sequence[Job]) -> bool:
    """Run the jobs (see the module's docstring); returns whether Ctrl-C interrupted the run."""
    get_ready(len(workers))
    handles = [_InWorker(job) if len(workers) > 1 else _Threaded(job) for job in workers]
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
