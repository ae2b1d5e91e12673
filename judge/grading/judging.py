"""Judging a submission: a problem and a checked solution file in, per-case events and the result
out (the cases run through grading/session.py). Prints nothing."""

from __future__ import annotations

from collections.abc import Generator, Iterable, Iterator
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

from judge.bank.spec import Problem, TestCase
from judge.grading import session
from judge.grading.cases import reference_answers, stream_tests
from judge.grading.reference_times import time_reference
from judge.grading.session import (
    CaseJudged,
    CaseStarted,
    judge_events,
    machine_limits,
    machine_time_limit,
    prepare,
    recalibrated,
)
from judge.grading.solution import SolutionFile, as_solution
from judge.grading.stream import Window
from judge.grading.verdicts import case_of, case_verdict, load_checker, slimmed
from judge.model.errors import ProblemFaultError
from judge.model.limits import Limits
from judge.model.problem import ProblemKind
from judge.model.results import CaseResult, CompileError, SubmissionResult
from judge.model.settings import Settings
from judge.model.verdict import Verdict
from judge.sandbox.languages import CompileFailedError, Language, Program, for_file

# what stress and verify take from here (submit's verdict logic), and tests patch
__all__ = [
    "CaseJudged",
    "CaseStarted",
    "Compiled",
    "Compiling",
    "Finished",
    "ProblemFaultError",
    "case_verdict",
    "judge_cases",
    "judge_file",
    "load_checker",
    "reference_answers",
    "submission",
    "submit",
]


@dataclass(frozen=True)
class Finished:
    """The submission is judged: its result (nothing of it is recorded yet)."""

    result: SubmissionResult


@dataclass(frozen=True)
class Compiling:
    """The solution is being built (a compiled language; from its cache this takes no time)."""

    name: str  # the file's name


@dataclass(frozen=True)
class Compiled:
    """The solution is built."""

    compile_ms: float  # 0 when the build was cached


SubmitEvent = Compiling | Compiled | CaseStarted | CaseJudged | Finished


def judge_cases(
    problem: Problem,
    program: Program,
    tests: Iterable[TestCase] | Window,
    settings: Settings,
    run_all: bool = False,
    limits: Limits | None = None,
    strict: bool = False,
) -> Generator[CaseResult, None, None]:
    """session.judge_cases; for an interactive or strategy problem, its games against the
    interactor or the referee (grading/interactive.py, grading/strategy.py), under the same limits
    scaled to this machine."""
    if problem.kind is ProblemKind.FUNCTION:
        yield from session.judge_cases(problem, program, tests, settings, run_all, limits, strict)
        return
    from judge.grading import interactive, strategy

    games = strategy if problem.kind is ProblemKind.STRATEGY else interactive
    scaled = machine_limits(problem, limits or problem.limits, program.language, settings)
    window = tests if isinstance(tests, Window) else Window(tests)
    with closing(window):
        yield from games.judge_cases(
            problem, program, (window[i] for i in range(len(window))), run_all, scaled
        )


def judge_file(
    problem: Problem,
    solution: Path | SolutionFile,
    tests: Iterable[TestCase],
    run_all: bool = False,
    limits: Limits | None = None,
    strict: bool = False,
    *,
    settings: Settings,
) -> Generator[CaseResult, None, None]:
    """judge_cases for a solution file of any language (CompileFailedError if it does not build)."""
    program = prepare(problem, solution, settings)
    return judge_cases(problem, program, tests, settings, run_all, limits, strict)


def submission(
    problem: Problem,
    solution: SolutionFile,
    settings: Settings,
    run_all: bool = False,
    extra_tests: Iterable[TestCase] = (),
    compare: bool = True,
    strict: bool = False,
    keep_failures: int | None = None,
) -> Generator[SubmitEvent, None, None]:
    """Judge a solution on all of the problem's tests (plus `extra_tests`, e.g. the user's own):
    a CaseStarted before each case, a CaseJudged after it (a case judged again after a
    recalibration starts over at index 0), and last Finished with the result.

    With `compare`, the cases that took measurable time are then timed on the reference, in the
    same run (`ratio`). `settings`: the home (compiled programs, calibrations, the generated tests'
    expected values in its cache). `strict`: no LeetCode
    conversions of returned values (an int where a bool is declared is then WA).

    The tests are read as they are judged, a few at a time (grading/stream.py), and a case keeps
    its input, expected value, answer and output only if it failed and is one of the first
    `keep_failures` failures (all of them when None): the ones a report shows in full.
    """
    tests = stream_tests(problem, settings.cache_dir, extra_tests, settings=settings)  # never all held
    total = len(tests)

    def skipped() -> tuple[CaseResult, ...]:
        return tuple(slimmed(case_of(t, None)) for t in tests)

    compiles = isinstance(solution, SolutionFile) and solution.entry.compiles
    if compiles:
        yield Compiling(Path(str(solution)).name)
    try:
        if problem.kind is ProblemKind.STRATEGY:  # before a build that could not play anyway
            from judge.grading.strategy import refuse_language

            refuse_language(problem, solution.name)
        program = prepare(problem, solution, settings)
    except CompileFailedError as exc:
        error = CompileError(exc.message, exc.compile_ms)
        yield Finished(
            SubmissionResult(
                problem.slug,
                str(solution),
                skipped(),
                error,
                language=solution.name,
                compile_ms=exc.compile_ms,
                reference_language=for_file(problem.reference).name,
            )
        )
        return
    if compiles:
        yield Compiled(program.compile_ms)
    time_limit, limits = machine_time_limit(problem, program.language, settings)
    while True:
        cases: list[CaseResult] = []
        window = Window(tests)
        failures = 0
        if not total:
            yield CaseStarted(0, "", 0)  # the live line says the run has begun
        try:
            for event in _events(problem, program, window, settings, run_all, limits, strict):
                if type(event) is CaseJudged:
                    case = event.case
                    if case.failed:
                        failures += 1
                        if keep_failures is not None and failures > keep_failures:
                            event = CaseJudged(event.index, slimmed(case))
                    elif (
                        case.args
                        or case.expected is not None
                        or case.got is not None
                        or case.output
                        or case.detail
                    ):
                        event = CaseJudged(event.index, slimmed(case))  # not slimmed by the session
                    cases.append(event.case)
                yield event
        except CompileFailedError as exc:
            error = CompileError(exc.message)
            reference = for_file(problem.reference).name
            yield Finished(
                SubmissionResult(
                    problem.slug,
                    str(solution),
                    skipped(),
                    error,
                    program.language,
                    reference_language=reference,
                )
            )
            return
        finally:
            window.close()
        # A verdict near the limit (a TLE, or a case over half the limit) is judged again if the
        # machine's speed has moved since its calibration (a shared machine's drifts within
        # minutes): measured afresh, the limit follows it. Far from the limit, drift changes nothing.
        near = any(c.verdict is Verdict.TLE or c.time_ms > limits.time_ms / 2 for c in cases)
        again = recalibrated(problem, time_limit, settings) if near else None
        if again is None:
            break
        time_limit, limits = again
    if compare and problem.kind is ProblemKind.FUNCTION:  # an interactive reference: no timing yet
        cases = time_reference(problem, cases, settings, tests)
    yield Finished(
        SubmissionResult(
            problem.slug,
            str(solution),
            tuple(cases),
            language=program.language,
            compile_ms=program.compile_ms,
            time_limit=time_limit,
            reference_language=for_file(problem.reference).name,
        )
    )


def submit(
    problem: Problem,
    solution: Path | SolutionFile,
    settings: Settings,
    run_all: bool = False,
    extra_tests: Iterable[TestCase] = (),
    compare: bool = True,
    language: Language | None = None,
    strict: bool = False,
    keep_failures: int | None = None,
) -> SubmissionResult:
    """`submission`'s result alone (a path is checked and read first, as --lang `language` says)."""
    checked = as_solution(solution, language.name if language else None)
    for event in submission(problem, checked, settings, run_all, extra_tests, compare, strict, keep_failures):
        if isinstance(event, Finished):
            return event.result
    raise AssertionError("a submission ends with its result")


def _events(
    problem: Problem,
    program: Program,
    window: Window,
    settings: Settings,
    run_all: bool,
    limits: Limits,
    strict: bool,
) -> Iterator[CaseStarted | CaseJudged]:
    """The session's events for the tests in `window`; an interactive problem's cases are games
    against its interactor (grading/interactive.py), each announced before it is played."""
    if problem.kind is ProblemKind.FUNCTION:
        yield from judge_events(problem, program, window, settings, run_all, limits, strict=strict, slim=True)
        return
    from judge.grading import interactive, strategy

    total = len(window)
    games = strategy if problem.kind is ProblemKind.STRATEGY else interactive  # a strategy's referee
    cases = games.judge_cases(problem, program, (window[i] for i in range(total)), run_all, limits)
    with closing(cases):  # ends the games' children if judging stops early
        for index in range(total):
            yield CaseStarted(index, window[index].name, total)
            yield CaseJudged(index, next(cases))


_slim = slimmed  # the name tests knew it by
