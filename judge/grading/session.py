"""The one way to judge cases: limits scaled to this machine for a problem (the kernel's factor and
the problem's own correction), sessions opened under them, and cases run as judged per-case events.

Submit, run, watch, stress, verify, bench, explain's table probe and calibration all come here;
the sessions themselves, and the runner under them, are grading/programs.py's.
"""

from __future__ import annotations

from collections.abc import Generator, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from judge.grading import calibration, problem_factor
from judge.grading.programs import (
    REFERENCE_SLOWDOWN,
    TRUSTED,
    Session,
    build_root,
    calibrated,
    closing_later,
    measure_kernel,
    prepare,
    reference_limits,
    reference_program,
)
from judge.grading.stream import Window
from judge.grading.verdicts import (
    case_of,
    case_verdict,
    effective_ms,
    load_checker,
    needs_rerun,
)
from judge.model.limits import Limits
from judge.model.outcome import OutcomeKind
from judge.model.problem import Problem, TestCase
from judge.model.results import CaseResult, TimeLimit
from judge.model.settings import Settings
from judge.model.verdict import Verdict
from judge.sandbox.languages import CompileFailedError, Program
from judge.sandbox.wire import PIPELINE_WINDOW

if TYPE_CHECKING:
    pass

__all__ = [
    "PIPELINE_WINDOW",
    "REFERENCE_SLOWDOWN",
    "TRUSTED",
    "CaseJudged",
    "CaseStarted",
    "Session",
    "build_root",
    "closing_later",
    "judge_cases",
    "judge_events",
    "measure_kernel",
    "prepare",
    "reference_limits",
    "reference_program",
]


def problem_calibrated(
    problem: Problem,
    language: str,
    settings: Settings,
    fresh: bool = False,
    max_age_s: float = calibration.MAX_AGE_S,
) -> calibration.Calibration:
    """This machine's factor for `problem` in `language`: the kernel's, corrected by how far this
    CPU runs the problem's reference from the kernel (grading/problem_factor.py)."""
    here = calibrated(language, settings, fresh, max_age_s)
    return problem_factor.corrected(
        problem,
        here,
        settings,
        lambda: calibrated(language, settings, max_age_s=calibration.FRESH_S),
        0.0 if fresh else max_age_s,
    )


def machine_limits(problem: Problem, limits: Limits, language: str, settings: Settings) -> Limits:
    """`limits` (reference-machine ms) of `problem` as this machine enforces them for `language`;
    limits already scaled are returned as they are."""
    if limits.reference_ms is not None:
        return limits
    return problem_calibrated(problem, language, settings).scale(limits)


def machine_time_limit(
    problem: Problem, language: str, settings: Settings, fresh: bool = False
) -> tuple[TimeLimit, Limits]:
    """The limits a `language` solution of `problem` is judged by on this machine, and how they were scaled."""
    here = problem_calibrated(problem, language, settings, fresh)
    scaled = here.scale(problem.limits)
    applied = TimeLimit(
        scaled.time_ms,
        problem.limits.time_ms,
        here.factor,
        language,
        here.calibrated_at,
        here.source,
        correction=here.correction,
    )
    return applied, scaled


def recalibrated(problem: Problem, used: TimeLimit, settings: Settings) -> tuple[TimeLimit, Limits] | None:
    """The problem's limits scaled by a calibration measured afresh, when the calibration `used` is older than calibration.FRESH_S and
    this machine's speed has moved since (by more than calibration.DRIFT either way); else None."""
    if used.source != "measured" or calibration.age_s(used.calibrated_at) < calibration.FRESH_S:
        return None
    again, scaled = machine_time_limit(problem, used.language, settings, fresh=True)
    if used.factor / calibration.DRIFT <= again.factor <= used.factor * calibration.DRIFT:
        return None
    return again, scaled


# -- sessions --------------------------------------------------------------------------------------
def kill_children_of(thread: int) -> int:
    """End the judging running on thread `thread` (another thread asks: judge serve's Cancel): its
    children are killed, so its wait on them returns now; how many were running."""
    from judge.sandbox import owners

    return owners.kill_children_of(thread)


def open_session(
    problem: Problem,
    program: Program,
    settings: Settings,
    limits: Limits | None = None,
    patience: float = 1.0,
) -> Session:
    """A session of `program` for this problem (not started), under `limits` or the problem's,
    scaled to this machine (`patience`: the wall-clock deadline's multiple, a re-run's)."""
    scaled = machine_limits(problem, limits or problem.limits, program.language, settings)
    return Session(program, problem.signature, scaled, patience)


def open_reference(problem: Problem, settings: Settings, limits: Limits | None = None) -> Session:
    """A session of the problem's reference, under `limits` or the generous reference limits."""
    program = reference_program(problem, settings)
    # the kernel's factor alone: the problem's own correction is measured on the reference, whose
    # expected values may need this session first (grading/problem_factor.py)
    chosen = limits or reference_limits(problem)
    scaled = (
        chosen if chosen.reference_ms is not None else calibrated(program.language, settings).scale(chosen)
    )
    return Session(program, problem.signature, scaled)


open_runner = open_session  # the name callers (and tests) knew it by


# -- judged cases, as events -------------------------------------------------------------------------
@dataclass(frozen=True)
class CaseStarted:
    """The case `index` (of `total`) is the next to be judged."""

    index: int
    name: str
    total: int


@dataclass(frozen=True)
class CaseJudged:
    """The case `index` is judged: its result."""

    index: int
    case: CaseResult


def judge_events(
    problem: Problem,
    program: Program,
    tests: Iterable[TestCase] | Window,
    settings: Settings,
    run_all: bool = False,
    limits: Limits | None = None,
    strict: bool = False,
    slim: bool = False,
) -> Generator[CaseStarted | CaseJudged, None, None]:
    """The tests run in one session: a CaseStarted before each case and a CaseJudged after it;
    CompileFailedError (raised at the first step) if the solution does not load.

    Stops at the first failure unless `run_all`, judging the rest as skipped; after a kill or a
    crash a fresh child takes the next case. A case that would be TLE by at most BORDERLINE of the
    limit is re-run once in a fresh child, with no other case running beside it, and keeps the
    faster run. `strict`: no LeetCode conversions of returned values (see grading.checkers).
    The tests are read as the runner takes them, a few ahead of the case judged (a Window): a
    sized, re-iterable `tests` is never held whole. `slim`: a case that passes keeps no input,
    expected value, answer or output (verdicts.case_verdict).
    """
    limits = machine_limits(
        problem, limits or problem.limits, program.language, settings
    )  # the runner's, for verdicts
    checker = load_checker(problem, strict or not program.dynamic)  # typed languages need none
    window = tests if isinstance(tests, Window) else Window(tests)
    total = len(window)
    with open_session(problem, program, settings, limits) as session:
        failure = session.start()
        if failure:
            raise CompileFailedError(failure.message or "the solution could not be loaded")
        stopped = False
        outcomes = session.outcomes(window.args())
        returns = problem.signature.returns
        try:
            for index in range(total):
                test = window[index]
                if stopped:
                    outcomes.close()  # kills the child if cases are still queued in it
                    yield CaseJudged(index, CaseResult(test.name, test.kind, None, test.args, test.expected))
                    continue
                yield CaseStarted(index, test.name, total)
                outcome = next(outcomes)
                if outcome.kind is OutcomeKind.OK and outcome.cpu_ms <= limits.time_ms:  # no re-run
                    result = case_verdict(test, outcome, checker, limits, returns, slim=slim)
                    yield CaseJudged(index, result)
                    stopped = result.failed and not run_all
                    continue
                if outcome.kind is OutcomeKind.CE:  # the solution loaded once but not again: its fault
                    message = (
                        "after the previous case ended the process, "
                        f"the solution did not load again: {outcome.message}"
                    )
                    yield CaseJudged(index, case_of(test, Verdict.RE, message=message))
                    stopped = True
                    continue
                runs: tuple[float, ...] = ()
                if needs_rerun(outcome, limits):
                    outcomes.close()  # the cases queued behind it must not compete with the re-run
                    again = session.alone(test.args)
                    outcomes = session.outcomes(window.args(index + 1))
                    if again is not None:
                        runs = (outcome.cpu_ms, again.cpu_ms)
                        outcome = min(outcome, again, key=effective_ms)  # noise only ever adds time
                result = case_verdict(test, outcome, checker, limits, returns, runs, slim)
                yield CaseJudged(index, result)
                stopped = result.failed and not run_all
        finally:
            outcomes.close()
            window.close()


def judge_cases(
    problem: Problem,
    program: Program,
    tests: Iterable[TestCase] | Window,
    settings: Settings,
    run_all: bool = False,
    limits: Limits | None = None,
    strict: bool = False,
) -> Generator[CaseResult, None, None]:
    """judge_events' judged cases alone, in order (closing it ends the child)."""
    events = judge_events(problem, program, tests, settings, run_all, limits, strict)
    try:
        for event in events:
            if type(event) is CaseJudged:
                yield event.case
    finally:
        events.close()
