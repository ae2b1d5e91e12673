"""Judging: a problem and a solution file in, a stream of per-case results out. Prints nothing."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from judge.bank.spec import CaseKind, Problem, TestCase
from judge.grading.cases import reference_answers, stream_tests
from judge.grading.checkers import Checker, checker_for
from judge.grading.files import check_solution_file
from judge.grading.reference_times import time_reference
from judge.grading.session import (
    machine_limits,
    machine_time_limit,
    open_runner,
    prepare,
    recalibrated,
)
from judge.grading.stream import Window
from judge.grading.validation import input_problems
from judge.model.constraints import shape_errors
from judge.model.errors import InputError, ProblemFaultError
from judge.model.limits import Limits
from judge.model.outcome import Outcome, OutcomeKind
from judge.model.problem import ProblemKind
from judge.model.results import (
    BORDERLINE,
    CaseResult,
    CompileError,
    RunResult,
    SubmissionResult,
)
from judge.model.values import ValueType
from judge.model.verdict import Verdict
from judge.sandbox.languages import CompileFailedError, Language, Program, for_file
from judge.sandbox.runner import Runner

RERUN_PATIENCE = 2  # a re-run gets the wall-clock deadline of a limit this many times as long
IDLE_FRACTION = 0.1  # a case killed at the deadline after less CPU than this share of the limit was idle


# -- judging -------------------------------------------------------------------------------------------
def judge_cases(
    problem: Problem,
    program: Program,
    tests: Iterable[TestCase] | Window,
    run_all: bool = False,
    limits: Limits | None = None,
    strict: bool = False,
) -> Iterator[CaseResult]:
    """Run the tests in one child, yielding a CaseResult per test; CompileFailedError (raised at
    the first step) if the solution does not load.

    Stops at the first failure unless `run_all`, yielding the rest as skipped; after a kill or a
    crash a fresh child takes the next case. A case that would be TLE by at most BORDERLINE of the
    limit is re-run once in a fresh child, with no other case running beside it, and keeps the
    faster run. `strict`: no LeetCode conversions of returned values (see grading.checkers).
    The tests are read as the runner takes them, a few ahead of the case judged (a Window): a
    sized, re-iterable `tests` is never held whole.
    """
    limits = machine_limits(limits or problem.limits, program.language)  # the runner's, for verdicts
    if problem.kind is ProblemKind.INTERACTIVE:  # the solution calls an interactor: grading/interactive.py
        from judge.grading import interactive

        window = tests if isinstance(tests, Window) else Window(tests)
        try:
            yield from interactive.judge_cases(
                problem, program, (window[i] for i in range(len(window))), run_all, limits
            )
        finally:
            window.close()
        return
    checker = load_checker(problem, strict or not program.dynamic)  # typed languages need none
    window = tests if isinstance(tests, Window) else Window(tests)
    with open_runner(problem, program, limits) as runner:
        failure = runner.start()
        if failure:
            raise CompileFailedError(failure.message or "the solution could not be loaded")
        stopped = False
        outcomes = runner.outcomes(window.args())
        try:
            for index in range(len(window)):
                test = window[index]
                if stopped:
                    outcomes.close()  # kills the child if cases are still queued in it
                    yield CaseResult(test.name, test.kind, None, test.args, test.expected)
                    continue
                outcome = next(outcomes)
                if outcome.kind is OutcomeKind.CE:  # the solution loaded once but not again: its fault
                    yield _case(
                        test,
                        Verdict.RE,
                        message="after the previous case ended the process, "
                        f"the solution did not load again: {outcome.message}",
                    )
                    stopped = True
                    continue
                runs: tuple[float, ...] = ()
                if _needs_rerun(outcome, limits):
                    outcomes.close()  # the cases queued behind it must not compete with the re-run
                    again = _rerun(runner, test.args)
                    outcomes = runner.outcomes(window.args(index + 1))
                    if again is not None:
                        runs = (outcome.cpu_ms, again.cpu_ms)
                        outcome = min(outcome, again, key=_effective_ms)  # noise only ever adds time
                result = case_verdict(test, outcome, checker, limits, problem.signature.returns, runs)
                yield result
                stopped = result.failed and not run_all
        finally:
            outcomes.close()
            window.close()


def judge_file(
    problem: Problem,
    solution: Path,
    tests: Iterable[TestCase],
    run_all: bool = False,
    limits: Limits | None = None,
    strict: bool = False,
) -> Iterator[CaseResult]:
    """judge_cases for a solution file of any language (CompileFailedError if it does not build)."""
    return judge_cases(problem, prepare(problem, solution), tests, run_all, limits, strict)


def _needs_rerun(outcome: Outcome, limits: Limits) -> bool:
    """Over the limit, but by so little (or killed at the wall deadline with so little CPU used)
    that machine noise may be the cause: worth a second run before declaring TLE."""
    limit = limits.time_ms
    if outcome.kind.returned:
        return limit < outcome.cpu_ms <= (1 + BORDERLINE) * limit
    if outcome.kind is OutcomeKind.TIMEOUT:
        # A case that used almost no CPU before the deadline was waiting (a sleep, a pipe, a child
        # process), not starved by load: a second run would only wait again, doubling the verdict time.
        return IDLE_FRACTION * limit <= outcome.cpu_ms <= (1 + BORDERLINE) * limit
    return False


def _rerun(runner: Runner, args: dict[str, Any]) -> Outcome | None:
    """The case again in a fresh child of its own (no state or caches from earlier cases), with
    RERUN_PATIENCE times the wall-clock room: the first run may have been starved by a busy machine.
    The verdict still goes by CPU time against the real limit. None if the child will not start."""
    limits = runner.limits
    with Runner(runner.program, runner.signature, limits, patience=RERUN_PATIENCE) as fresh:
        if fresh.start() is not None:
            return None
        return fresh.run(args)


def _effective_ms(outcome: Outcome) -> float:
    """Which of two runs of a case counts: the faster. A run killed at the deadline counts last:
    a re-run that ended by itself (returned, or raised RecursionError) shows the case does end,
    and that the first run was starved by a busy machine."""
    return float("inf") if outcome.kind is OutcomeKind.TIMEOUT else outcome.cpu_ms


def load_checker(problem: Problem, strict: bool = False) -> Checker:
    try:
        return checker_for(problem, strict)
    except ProblemFaultError:
        raise
    except Exception as exc:  # e.g. a checker.py without check()
        raise ProblemFaultError(f"{problem.custom_checker}: the checker cannot be loaded: {exc}") from None


def case_verdict(
    test: TestCase,
    outcome: Outcome,
    checker: Checker,
    limits: Limits,
    returns: ValueType,
    runs: tuple[float, ...] = (),
) -> CaseResult:
    kind = outcome.kind
    ran = kind.returned
    timed = ran or kind is OutcomeKind.TIMEOUT  # a run whose time decides (not an RE after a re-run)
    borderline = (bool(runs) and timed) or (
        ran and (1 - BORDERLINE) * limits.time_ms <= outcome.cpu_ms <= (1 + BORDERLINE) * limits.time_ms
    )
    fields = {
        "time_ms": outcome.cpu_ms,
        "wall_ms": outcome.wall_ms,
        "memory_kb": outcome.peak_kb,
        "output": outcome.output,
        "borderline": borderline,
        "runs_ms": runs,
    }

    def judged(verdict: Verdict, **more: Any) -> CaseResult:  # one construction per case
        return _case(test, verdict, **{**fields, **more})

    again = _runs_note(runs)
    over = f"over the {limits.spec_ms} ms limit{limits.here}"
    if kind is OutcomeKind.TIMEOUT:  # the runner's message says how it was killed, CPU time included
        used = (
            f", {outcome.cpu_ms:.0f} ms of CPU"
            if outcome.cpu_ms >= 0 and "CPU" not in outcome.message
            else ""
        )
        return judged(
            Verdict.TLE, time_ms=float(limits.time_ms), message=f"{over}: {outcome.message}{used}{again}"
        )
    if kind is OutcomeKind.MEMORY:
        return judged(Verdict.MLE, message=f"MemoryError: over {limits.memory_mb} MiB")
    if kind is OutcomeKind.OUTPUT:
        return judged(Verdict.OLE, message=outcome.message)
    if kind in (OutcomeKind.EXCEPTION, OutcomeKind.EXIT, OutcomeKind.CRASH):
        return judged(Verdict.RE, message=outcome.message)
    if outcome.cpu_ms > limits.time_ms:
        return judged(Verdict.TLE, message=f"{over}: {outcome.cpu_ms:.0f} ms of CPU{again}")
    if kind is OutcomeKind.INVALID:
        message = f"expected {returns}, got {outcome.value_type}: {outcome.message}"
        return judged(Verdict.WA, got=outcome.message, message=message)
    check = checker(test.args, test.expected, outcome.value)
    if check.internal_error:
        return judged(Verdict.IE, got=outcome.value, message=check.message)
    return judged(Verdict.AC if check.ok else Verdict.WA, got=outcome.value, message=check.message)


def _runs_note(runs: tuple[float, ...]) -> str:
    if not runs:
        return ""
    times = ", then ".join(f"{t:.0f} ms" if t >= 0 else "killed" for t in runs)
    return f" (borderline, so it was run again in a fresh process: {times})"


def _case(test: TestCase, verdict: Verdict | None, **values: Any) -> CaseResult:
    return CaseResult(test.name, test.kind, verdict, test.args, test.expected, **values)


def submit(
    problem: Problem,
    solution: Path,
    cache: Path | None = None,
    run_all: bool = False,
    extra_tests: Iterable[TestCase] = (),
    compare: bool = True,
    language: Language | None = None,
    home: Path | None = None,
    strict: bool = False,
    progress: Callable[[list[CaseResult], int, str], None] | None = None,
    keep_failures: int | None = None,
) -> SubmissionResult:
    """Judge a solution on all of the problem's tests (plus `extra_tests`, e.g. the user's own).

    With `compare`, the cases that took measurable time are then timed on the reference, in the
    same run (`ratio`). `home` is where compiled programs are cached. `strict`: no LeetCode
    conversions of returned values (an int where a bool is declared is then WA). `progress(judged,
    total, running)` is called before the first case and after each (`running`: the next case's
    name, "" at the end) with the cases judged so far: what a Ctrl-C leaves to report.

    The tests are read as they are judged, a few at a time (grading/stream.py), and a case keeps
    its input, expected value, answer and output only if it failed and is one of the first
    `keep_failures` failures (all of them when None): the ones a report shows in full.
    """
    check_solution_file(solution, language)
    tests = stream_tests(problem, cache, extra_tests)  # read as judged: never all held
    total = len(tests)

    def skipped() -> tuple[CaseResult, ...]:
        return tuple(_slim(_case(t, None)) for t in tests)

    try:
        program = prepare(problem, solution, language, home)
    except CompileFailedError as exc:
        return SubmissionResult(
            problem.slug,
            str(solution),
            skipped(),
            CompileError(exc.message, exc.compile_ms),
            language=(language or for_file(solution)).name,
            compile_ms=exc.compile_ms,
        )
    time_limit, limits = machine_time_limit(problem.limits, program.language, home)
    while True:
        cases: list[CaseResult] = []
        window = Window(tests)
        failures = 0
        try:
            if progress:
                progress(cases, total, window[0].name if total else "")
            for case in judge_cases(problem, program, window, run_all, limits, strict=strict):
                failures += case.failed
                shown = case.failed and (keep_failures is None or failures <= keep_failures)
                cases.append(case if shown else _slim(case))
                if progress:
                    progress(cases, total, window[len(cases)].name if len(cases) < total else "")
        except CompileFailedError as exc:
            return SubmissionResult(
                problem.slug, str(solution), skipped(), CompileError(exc.message), program.language
            )
        finally:
            window.close()
        # A verdict near the limit (a TLE, or a case over half the limit) is judged again if the
        # machine's speed has moved since its calibration (a shared machine's drifts within
        # minutes): measured afresh, the limit follows it. Far from the limit, drift changes nothing.
        near = any(c.verdict is Verdict.TLE or c.time_ms > limits.time_ms / 2 for c in cases)
        again = recalibrated(problem.limits, time_limit, home) if near else None
        if again is None:
            break
        time_limit, limits = again
    if compare and problem.kind is ProblemKind.FUNCTION:  # an interactive reference: no timing yet
        cases = time_reference(problem, cases, tests)
    return SubmissionResult(
        problem.slug,
        str(solution),
        tuple(cases),
        language=program.language,
        compile_ms=program.compile_ms,
        time_limit=time_limit,
        reference_language=for_file(problem.reference).name,
    )


def _slim(case: CaseResult) -> CaseResult:
    """The case without its input, expected value, answer and output: what a report shows of a case
    that passed (or a failure past those shown). Held for 10,000 cases, they would be the most of
    the judge's memory."""
    # built field by field: dataclasses.replace looks every field up again, ~4x the cost, per case
    return CaseResult(
        case.name,
        case.kind,
        case.verdict,
        {},
        None,
        time_ms=case.time_ms,
        wall_ms=case.wall_ms,
        memory_kb=case.memory_kb,
        message=case.message,
        reference_ms=case.reference_ms,
        borderline=case.borderline,
        runs_ms=case.runs_ms,
    )


def run_custom(
    problem: Problem,
    solution: Path,
    inputs: list[tuple[str, dict[str, Any]]],
    language: Language | None = None,
    home: Path | None = None,
    strict: bool = False,
) -> list[RunResult]:
    """`judge run`: the solution on each (label, args) input, in one child, next to the reference.

    An input that is no input of the signature (a name or a type wrong) is refused (InputError, named
    by its label); one outside the constraints runs, with the broken constraints as warnings, unless
    the reference itself fails on it (InputError then: nothing to compare with).
    """
    check_solution_file(solution, language)
    if problem.kind is ProblemKind.INTERACTIVE:  # a custom secret: the dialogue shown
        from judge.grading.interactive import run_inputs

        return run_inputs(problem, solution, inputs, language, home)
    params = problem.signature.params
    for label, args in inputs:
        refused = shape_errors(params, args)
        if refused:
            raise InputError(f"{label}: {refused[0]}")
    warned = [tuple(found) for found in input_problems(problem, [args for _, args in inputs])]
    try:
        expected = reference_answers(problem, [args for _, args in inputs])
    except ProblemFaultError as exc:
        outside = [(label, w[0]) for (label, _), w in zip(inputs, warned) if w]
        if not outside:
            raise
        raise InputError(
            f"{outside[0][0]} is outside the constraints ({outside[0][1]}) and the reference "
            f"fails there, so there is nothing to compare with: {exc.message}"
        ) from None
    tests = [
        TestCase(f"custom-{n}", args, want, CaseKind.CUSTOM)
        for n, ((_, args), want) in enumerate(zip(inputs, expected), 1)
    ]
    found: list[CaseResult | None]
    error = None
    try:
        program = prepare(problem, solution, language, home)
        found = list(judge_cases(problem, program, tests, run_all=True, strict=strict))
    except CompileFailedError as exc:
        error, found = CompileError(exc.message, exc.compile_ms), [None] * len(tests)
    return [
        RunResult(case, compile_error=error, expected=want, label=label, warnings=warnings)
        for case, want, (label, _), warnings in zip(found, expected, inputs, warned)
    ]
