"""Watching a solution file: submit's use case again on every save, recording nothing.

Watching uses watchfiles (inotify on Linux, through the Rust notify crate): it sees the saves of
editors that write a new file and rename it over the old one (the folder is watched, the file's
path filtered), and it gathers the burst of events one save makes into one change.
"""

from __future__ import annotations

from collections.abc import Iterator
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
    yield Saved(f"watching {request.file}")
    for _ in watchfiles.watch(
        target.parent,
        watch_filter=lambda _, path: Path(path) == target,
        debounce=300,
        step=50,
        raise_interrupt=True,
        recursive=False,
    ):
        if target.exists():
            yield Saved(f"{request.file} changed")


def submit_request(request: WatchRequest) -> SubmitRequest:
    """The submission of the file as saved now (a SolutionFileError if the save is half done)."""
    return SubmitRequest(
        request.problem,
        solution_file(request.file, request.lang),
        request.settings,
        run_all=request.run_all,
        record=False,
    )
