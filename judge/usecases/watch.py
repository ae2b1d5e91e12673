"""Watching a solution file: submit's use case again on every save, recording nothing.

Watching uses watchfiles (inotify on Linux, through the Rust notify crate): it sees the saves of
editors that write a new file and rename it over the old one (the folder is watched, the file's
path filtered), and it gathers the burst of events one save makes into one change.

The wait between saves is where a watch gets fast (issue 30): before each wait, the next Python
child is started and loads its interpreter, harness and LeetCode's prelude while the user edits
(the head start `judge submit` takes at its entry, grading/early.py), so a save only sends the
child its configuration, with the source as the judge read it after the save.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import AbstractContextManager
from dataclasses import dataclass
from pathlib import Path

from judge.grading.solution import solution_file
from judge.model.errors import JudgeError
from judge.model.problem import Problem
from judge.model.settings import Settings
from judge.usecases.submit import SubmitRequest


@dataclass(frozen=True)
class WatchRequest:
    problem: Problem
    file: Path
    settings: Settings
    lang: str | None = None
    run_all: bool = False


@dataclass(frozen=True)
class Saved:
    """Time to judge: at the start, then after each save (`reason` says which)."""

    reason: str


def saves(request: WatchRequest) -> Iterator[Saved]:
    """A Saved now, then one per save of the file, until Ctrl-C (KeyboardInterrupt comes out of
    the wait). The file must be a solution now: a missing one is an error, not a watch of nothing."""
    solution_file(request.file, request.lang)
    try:
        import watchfiles
    except ImportError:  # a dependency, but say what to do if it is missing
        raise JudgeError("judge watch needs watchfiles: pip install watchfiles") from None
    target = request.file.resolve()
    judged = _signature(target)  # before the judging reads it: a save after it is judged again
    yield Saved(f"watching {request.file}")
    changes = watchfiles.watch(
        target.parent,
        watch_filter=lambda _, path: Path(path) == target,
        debounce=DEBOUNCE_MS,
        step=STEP_MS,
        rust_timeout=CHECK_MS,
        yield_on_timeout=True,
        raise_interrupt=True,
        recursive=False,
    )
    while True:
        # The next child loads on a thread while the watcher is set up and waits: a save made
        # meanwhile is seen (the watcher exists from the first wait on) and judged by that child.
        ready = threading.Thread(target=_ready_next, args=(request,), name="next child")
        ready.start()
        try:
            # An empty set each CHECK_MS: a save made before the watcher was set up (right after
            # the first report) has no event, but the file is not the one judged.
            while not next(changes) and _signature(target) == judged:
                pass
        finally:
            ready.join()
        if target.exists():
            judged = _signature(target)
            yield Saved(f"{request.file} changed")


def _signature(path: Path) -> tuple[int, int, int] | None:
    """What a save changes in the file's metadata (a rename over it, its inode too)."""
    try:
        found = path.stat()
    except OSError:
        return None
    return (found.st_ino, found.st_mtime_ns, found.st_size)


# A save is seen STEP_MS to 2 x STEP_MS after its last event (watchfiles yields once a step passes
# with no new event); the events of one save (a truncate and a write, or a write and a rename)
# come within a millisecond, and a burst longer than DEBOUNCE_MS is cut there.
STEP_MS = 10
DEBOUNCE_MS = 300
CHECK_MS = 250  # how often the file is compared with the one judged, between events


def _ready_next(request: WatchRequest) -> None:
    """Start the child the next judging will take, unless one waits already (a Python solution;
    a compiled one is built from the saved file and has nothing to start early)."""
    from judge.grading.early import prestart_solution

    prestart_solution(request.file, request.lang)


def judging() -> AbstractContextManager[None]:
    """Around a judging: the children it used are killed when it ends, after its report is shown."""
    from judge.grading.session import closing_later

    return closing_later()


def submit_request(request: WatchRequest) -> SubmitRequest:
    """The submission of the file as saved now (a SolutionFileError if the save is half done)."""
    return SubmitRequest(
        request.problem,
        solution_file(request.file, request.lang),
        request.settings,
        run_all=request.run_all,
        record=False,
    )
