"""Submitting a solution: judge it on every test (and the user's saved cases), then record it.

`submit` yields what happens as it happens: notes, each case started and judged, the result, and
last what recording did. The consumer renders each event as it comes; the recording only happens
once it asks for the next event after the result, so a report is on the screen before the row is
written, and a Ctrl-C before that records nothing. `judge watch` runs the same use case on every
save, with `record` off.
"""

from __future__ import annotations

from collections.abc import Generator, Iterable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from judge.grading.judging import Compiled, Compiling, Finished, submission
from judge.grading.session import CaseJudged, CaseStarted
from judge.grading.solution import SolutionFile
from judge.model.errors import ProblemFaultError
from judge.model.problem import Problem
from judge.model.results import CaseResult, SubmissionResult
from judge.model.settings import Settings
from judge.model.verdict import Verdict

if TYPE_CHECKING:
    from judge.store.rows import Submission


@dataclass(frozen=True)
class SubmitRequest:
    """A submission to judge, and whether its row is recorded."""

    problem: Problem
    solution: SolutionFile
    settings: Settings  # the home (store, saved cases, builds, caches), the clock
    run_all: bool = False
    strict: bool = False
    keep_failures: int | None = None  # failing cases kept in full (all of them when None)
    record: bool = True  # written to the progress store (a watch records nothing)


@dataclass(frozen=True)
class Note:
    """Something to say before judging (a saved case left out)."""

    text: str


@dataclass(frozen=True)
class Recorded:
    """The submission's row is written: `earlier` are the problem's rows before it."""

    earlier: list[Submission]
    row: Submission


SubmitEvent = Note | Compiling | Compiled | CaseStarted | CaseJudged | Finished | Recorded


def submit(request: SubmitRequest) -> Generator[SubmitEvent, None, None]:
    """Judge, then (asked for more after Finished) refuse an IE result (ProblemFaultError: the
    problem's fault, not recorded) and record the rest. The store is opened (and checked) before
    judging, so a broken database costs no judging time; the row is written only once the verdict
    is final."""
    problem = request.problem
    if request.record:  # sqlite3 only when a row is written
        from judge.store import progress

        progress.open_store(request.settings.home).close()
    from judge.store import regressions

    mine, left_out = regressions.user_tests(
        problem, request.settings
    )  # `judge stress --save` cases, kind "user"
    for note in left_out:
        yield Note(note)
    result = None
    for event in submission(
        problem,
        request.solution,
        request.settings,
        run_all=request.run_all,
        extra_tests=mine,
        strict=request.strict,
        keep_failures=request.keep_failures,
    ):
        yield event
        if isinstance(event, Finished):
            result = event.result
    assert result is not None, "a submission ends with its result"
    if result.verdict is Verdict.IE:
        raise ProblemFaultError(internal_error(result.cases))
    if request.record:  # a fresh connection: nothing of the store was held open while judging
        yield record(result, request.solution, request.settings)


def record(result: SubmissionResult, solution: SolutionFile, settings: Settings) -> Recorded:
    """The result's row, with the solution's text as it was judged (`judge history --show ID`)."""
    from judge.store import progress
    from judge.store.sources import MAX_SOURCE_BYTES

    source = solution.text if len(solution.data) <= MAX_SOURCE_BYTES else None
    with progress.open_store(settings.home) as store:
        earlier = store.submissions(result.problem)
        row = progress.Submission.from_result(result, solution.path, solution.digest, settings.now())
        row = replace(row, id=store.record_submission(row, source))  # the id `judge history` shows
    return Recorded(earlier, row)


def internal_error(cases: Iterable[CaseResult]) -> str:
    """The first IE case's name and message: the one line an IE ends with."""
    failed = next((case for case in cases if case.verdict is Verdict.IE), None)
    return f"{failed.name}: {failed.message}" if failed else "the problem failed"
