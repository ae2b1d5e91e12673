"""The one way to run a solution or a problem's reference: prepare (compile) it, open a session on
it, and run cases through it, as raw outcomes or as judged per-case events.

Submit, run, watch, stress, verify, bench, explain's table probe and calibration all come here: no
module outside `judge/sandbox/` but this one imports the runner (tests/test_architecture.py), so a
language, and next an interactor, is plugged in once and every command gets it.
"""

from __future__ import annotations

import math
from collections.abc import Generator, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from judge.grading import calibration
from judge.grading.stream import Window
from judge.grading.verdicts import (
    RERUN_PATIENCE,
    case_of,
    case_verdict,
    effective_ms,
    load_checker,
    needs_rerun,
)
from judge.model.limits import Limits
from judge.model.outcome import Outcome, OutcomeKind
from judge.model.problem import Problem, Signature, TestCase
from judge.model.results import CaseResult, TimeLimit
from judge.model.settings import Settings
from judge.model.verdict import Verdict
from judge.sandbox.cputime import Slack
from judge.sandbox.languages import CompileFailedError, Language, Program, for_file
from judge.sandbox.runner import Runner
from judge.sandbox.wire import PIPELINE_WINDOW

if TYPE_CHECKING:
    from judge.grading.solution import SolutionFile

REFERENCE_SLOWDOWN = 10  # the reference gets this many times the limit when it computes expected values
__all__ = ["PIPELINE_WINDOW", "CaseJudged", "CaseStarted", "Session", "judge_cases", "judge_events"]


# -- programs and limits -----------------------------------------------------------------------------
def build_root(settings: Settings) -> Path:
    """Where compiled programs are cached: `builds` in the settings' home, so stress, verify and bench
    share submit's cache. A compiled language makes it private before its first build
    (sandbox.folders.private_builds)."""
    return settings.builds_dir


def prepare(
    problem: Problem,
    solution: Path | SolutionFile,
    settings: Settings,
    language: Language | None = None,
) -> Program:
    """The solution as a program of its language (compiled if need be, cached by content). A
    SolutionFile brings its language and bytes: nothing is looked up or read again.

    Raises CompileFailedError (the solution's CE) or ToolchainMissingError (exit 2).
    """
    if isinstance(solution, Path):
        language = language or for_file(solution)
        return language.prepare(solution, problem.solution_signature, build_root(settings))
    return solution.language.prepare(
        solution.path, problem.solution_signature, build_root(settings), solution.data
    )


# The bank's reference is ours: the CPU ledger's check against a solution rewriting its reported
# times guards nothing there, and a loaded machine's GC and page faults on a large input could
# only turn it into a false "tampered" IE.
TRUSTED = Slack(floor_ms=math.inf)


def reference_program(problem: Problem, settings: Settings) -> Program:
    program = for_file(problem.reference).prepare(
        problem.reference, problem.solution_signature, build_root(settings)
    )
    return replace(program, cpu_slack=TRUSTED)


def reference_limits(problem: Problem) -> Limits:
    limits = problem.limits
    return Limits(limits.time_ms * REFERENCE_SLOWDOWN, max(limits.memory_mb, 1024), limits.output_kb)


def measure_kernel(language: str, builds: Path, fingerprint: str = "") -> calibration.Calibration:
    """Run the calibration kernel RUNS times in one child of `language` (CalibrationError if it
    cannot): how calibration.for_language measures this machine."""
    program, args, answer = calibration.kernel(language, builds)
    times: list[float] = []
    with Session(program, calibration.SIGNATURE, Limits(30_000, 1024)) as session:
        failure = session.start()
        if failure is not None:
            raise calibration.CalibrationError(
                f"calibration of {language}: the kernel did not start: {failure.message}"
            )
        for outcome in session.outcomes([args] * calibration.RUNS):
            if outcome.kind is not OutcomeKind.OK or outcome.value != answer:
                raise calibration.CalibrationError(
                    f"calibration of {language}: the kernel gave {outcome.kind.value} "
                    f"{outcome.value!r} {outcome.message}".rstrip()
                )
            times.append(outcome.cpu_ms)
    return calibration.from_times(language, times, fingerprint)


def calibrated(
    language: str, settings: Settings, fresh: bool = False, max_age_s: float = calibration.MAX_AGE_S
) -> calibration.Calibration:
    """This machine's calibration for `language`, measured by the kernel when none fits (calibration.py)."""
    return calibration.for_language(language, settings, measure_kernel, fresh, max_age_s)


def machine_limits(limits: Limits, language: str, settings: Settings) -> Limits:
    """`limits` (reference-machine ms) as this machine enforces them for `language` (calibration.py);
    limits already scaled are returned as they are."""
    if limits.reference_ms is not None:
        return limits
    return calibrated(language, settings).scale(limits)


def machine_time_limit(limits: Limits, language: str, settings: Settings) -> tuple[TimeLimit, Limits]:
    """The limits a `language` solution is judged by on this machine, and how they were scaled."""
    here = calibrated(language, settings)
    scaled = here.scale(limits)
    applied = TimeLimit(
        scaled.time_ms, limits.time_ms, here.factor, language, here.calibrated_at, here.source
    )
    return applied, scaled


def recalibrated(spec: Limits, used: TimeLimit, settings: Settings) -> tuple[TimeLimit, Limits] | None:
    """`spec` scaled by a calibration measured afresh, when the calibration `used` is older than calibration.FRESH_S and
    this machine's speed has moved since (by more than calibration.DRIFT either way); else None."""
    if used.source != "measured" or calibration.age_s(used.calibrated_at) < calibration.FRESH_S:
        return None
    fresh = calibrated(used.language, settings, fresh=True)
    if used.factor / calibration.DRIFT <= fresh.factor <= used.factor * calibration.DRIFT:
        return None
    return machine_time_limit(spec, used.language, settings)


# -- sessions --------------------------------------------------------------------------------------
class Session:
    """A program's child under limits: start it, run cases through it (one, or queued many at a
    time), restart it after a kill, close it (use as a context manager). The runner below is the
    sandbox's; this is what the rest of the judge holds."""

    def __init__(self, program: Program, signature: Signature, limits: Limits, patience: float = 1.0) -> None:
        self._runner = Runner(program, signature, limits, patience=patience)
        self.program, self.signature, self.limits = program, signature, limits
        self.display_name = program.display_name

    def __enter__(self) -> Session:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def process(self) -> Any:
        """The child's Popen while it runs, else None (its pid: a test's to watch)."""
        return self._runner.process

    @property
    def alive(self) -> bool:
        return self._runner.alive

    @property
    def table_shape(self) -> tuple[int, int] | None:
        return self._runner.table_shape

    @table_shape.setter
    def table_shape(self, shape: tuple[int, int] | None) -> None:
        """(rows, cols): ask the child for the solution's own table of this shape (Python only)."""
        self._runner.table_shape = shape

    def start(self) -> Outcome | None:
        """A fresh child with the program loaded; an Outcome of kind "ce" if it does not load."""
        return self._runner.start()

    def close(self) -> None:
        if _LATER:  # inside closing_later: killed when it ends
            _LATER[-1].append(self)
            return
        self._runner.close()

    def run(self, args: dict[str, Any]) -> Outcome:
        """One case in the started child (restart it after an outcome that ended it)."""
        return self._runner.run(args)

    def run_many(
        self, cases: Sequence[dict[str, Any]], window: int = PIPELINE_WINDOW
    ) -> Generator[Outcome, None, None]:
        """The outcomes of `cases` with up to `window` queued in the child; it stops after an
        outcome that ends the child. Closing it early kills a child with cases still queued."""
        return self._runner.run_many(cases, window)

    def outcomes(self, cases: Sequence[dict[str, Any]]) -> Generator[Outcome, None, None]:
        """Every case's outcome, a fresh child taking over after a kill; ends with a "ce" outcome if a
        (re)start fails."""
        return self._runner.outcomes(cases)

    def alone(self, args: dict[str, Any], patience: float = RERUN_PATIENCE) -> Outcome | None:
        """The case again in a fresh child of its own (no state or caches of earlier cases), with
        `patience` times the wall-clock room; None if that child will not start."""
        with Session(self.program, self.signature, self.limits, patience) as fresh:
            if fresh.start() is not None:
                return None
            return fresh.run(args)


_LATER: list[list[Session]] = []  # the sessions each open closing_later will close


@contextmanager
def closing_later() -> Iterator[None]:
    """The sessions closed inside are closed when it ends instead: a watch shows its verdict first,
    and kills the children it is done with after (each kill scans /proc a few times, 5-20 ms)."""
    held: list[Session] = []
    _LATER.append(held)
    try:
        yield
    finally:
        _LATER.remove(held)
        for session in held:
            session.close()


def kill_children_of(thread: int) -> int:
    """End the judging running on thread `thread` (another thread asks: judge serve's Cancel): its
    children are killed, so its wait on them returns now; how many were running."""
    from judge.sandbox import owners

    return owners.kill_children_of(thread)


def open_session(
    problem: Problem, program: Program, settings: Settings, limits: Limits | None = None
) -> Session:
    """A session of `program` for this problem (not started), under `limits` or the problem's,
    scaled to this machine."""
    scaled = machine_limits(limits or problem.limits, program.language, settings)
    return Session(program, problem.signature, scaled)


def open_reference(problem: Problem, settings: Settings, limits: Limits | None = None) -> Session:
    """A session of the problem's reference, under `limits` or the generous reference limits."""
    program = reference_program(problem, settings)
    scaled = machine_limits(limits or reference_limits(problem), program.language, settings)
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
        limits or problem.limits, program.language, settings
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
