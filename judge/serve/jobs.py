"""Judgings on worker threads, their events kept as JSON for the page's streams to follow.

The submit use case is a blocking generator (it waits on the solution's child); a thread runs it
so the server stays free to serve the stream. One judging at a time: a new one cancels the one
running, as a new save cancels a watch's judging. Cancel sets the job's flag, then kills the
children the worker started (grading/session.py: kill_children_of): the worker's wait on its child
returns at once, it sees the flag on the next event and closes the use case, which records nothing.
"""

from __future__ import annotations

import secrets
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from judge.grading.session import kill_children_of
from judge.model.errors import JudgeError

Json = dict[str, Any]
# How the worker turns the use case's events into JSON (None: an event the page need not see); it is
# given its job, whose `cancelled` a long search polls between its cases.
Events = Callable[["Job"], Iterator[Json | None]]


@dataclass
class Job:
    """One judging: its events so far (a stream reads from any index), whether it is over."""

    id: str
    kind: str  # "submit", "run" or "stress"
    slug: str
    events: list[Json] = field(default_factory=list)
    done: bool = False
    cancelled: bool = False
    thread: int | None = None  # the worker's ident once it runs
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def push(self, event: Json) -> None:
        with self._lock:
            self.events.append(event)

    def since(self, index: int) -> tuple[list[Json], bool]:
        """The events from `index` on, and whether the job was over when they were read."""
        with self._lock:
            return self.events[index:], self.done


KEPT = 20  # judgings kept once over (a reloaded page may still read one); the oldest go first


class Jobs:
    """The server's judgings, by id (a page reloaded mid-run follows its judging on)."""

    def __init__(self) -> None:
        self._jobs: dict[str, Job] = {}
        self._threads: dict[str, threading.Thread] = {}
        self._lock = threading.Lock()

    def get(self, job_id: str) -> Job | None:
        with self._lock:
            return self._jobs.get(job_id)

    def start(self, kind: str, slug: str, events: Events) -> Job:
        """A new job running `events` on a thread of its own, after the running one is cancelled."""
        self.cancel_all()
        job = Job(secrets.token_hex(8), kind, slug)
        thread = threading.Thread(target=_work, args=(job, events), name=f"judge {job.id}", daemon=True)
        with self._lock:
            over = [i for i, kept in self._jobs.items() if kept.done]
            for old_id in over[: max(0, len(over) - KEPT)]:
                del self._jobs[old_id], self._threads[old_id]
            self._jobs[job.id] = job
            self._threads[job.id] = thread
        thread.start()
        return job

    def cancel(self, job: Job) -> None:
        job.cancelled = True  # first: the worker must see it once its wait returns
        if job.thread is not None and not job.done:
            kill_children_of(job.thread)

    def cancel_all(self, wait: bool = False) -> None:
        """Cancel every running job; with `wait`, until their threads have ended (the server's exit)."""
        with self._lock:
            running = [(self._jobs[i], t) for i, t in self._threads.items() if not self._jobs[i].done]
        for job, _ in running:
            self.cancel(job)
        if wait:
            for _, thread in running:
                thread.join()


def _work(job: Job, events: Events) -> None:
    job.thread = threading.get_ident()
    stream = events(job)
    try:
        for event in stream:
            if job.cancelled:
                break
            if event is not None:
                job.push(event)
    except JudgeError as exc:  # could not judge: one line, as the command line says it
        if not job.cancelled:
            job.push({"type": "error", "message": exc.message})
    except Exception as exc:  # a bug of ours must end the stream, not leave the page waiting
        job.push({"type": "error", "message": f"internal error: {type(exc).__name__}: {exc}"})
    finally:
        close = getattr(stream, "close", None)
        if close is not None:
            close()  # the use case's children are killed; nothing more is recorded
        if job.cancelled:
            job.push({"type": "cancelled"})
        job.done = True
