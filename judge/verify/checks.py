"""The checks `judge verify` runs on one problem; each returns a CheckReport of its findings.

Each check drives children through judging (judge_cases), the runner (many small inputs in one
child) and stress (random inputs); prints nothing. judge/verify.py decides which checks run.
The bank's own solutions are judged with strict types (no LeetCode conversions of their answers).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any, ClassVar

from judge.bank.spec import Problem, TestCase
from judge.model.errors import JudgeError
from judge.model.limits import Limits
from judge.model.outcome import Outcome, OutcomeKind
from judge.model.problem import CaseKind
from judge.model.results import CaseResult
from judge.model.settings import Settings
from judge.model.units import format_ms
from judge.model.values import shown
from judge.model.verdict import Verdict
from judge.model.words import counted
from judge.sandbox.languages import CompileFailedError
from judge.verify import margins as margins_of
from judge.verify.margins import MARGIN, Margin, factor_for
from judge.verify.small_inputs import Bounds, NotEnumerableError, enumerate_inputs, input_size

MAX_LISTED = 5  # findings of one kind listed per check before "and N more"
MAX_RUN_FAILURES = 3  # a solution that fails this many small inputs is not run on the rest


@dataclass(frozen=True)
class Profile:
    """How hard verify looks: sizes of the exhaustive and random comparisons, and whether a slow_*
    is judged heaviest test first (TLE proven by one case) or in the official order (the verdict
    `judge submit` gives, which also shows it gives no wrong answer before it runs out of time)."""

    name: str
    exhaustive: Bounds
    random_count: int
    random_max_size: int
    slow_heaviest_first: bool = False
    slow_multiple: float = MARGIN  # a slow_* runs to this x its limit: MARGIN proves its margin
    accepted_heaviest: int | None = None  # an accepted_*'s heavy tests: all, or the reference's N heaviest
    keeps_proofs: bool = False  # a solution's check that held is taken from the last run (proofs.py)


# -- results ---------------------------------------------------------------------------------------
class Severity(str, Enum):
    """How much a finding of `judge verify` weighs; the values are what --json says."""

    ERROR = "error"  # fails verification
    WARNING = "warning"  # reported only

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class Diagnostic:
    problem: str
    check: str
    severity: Severity
    message: str
    JSON_KEYS: ClassVar = ("severity", "message")  # under its check, in `judge verify --json`


@dataclass(frozen=True)
class CheckReport:
    """One check of one problem: what it found and a one-line summary of what it covered."""

    problem: str
    check: str
    summary: str
    diagnostics: tuple[Diagnostic, ...] = ()
    seconds: float = 0.0
    skipped: bool = False
    margin: Margin | None = None  # an accepted_*'s, the reference's (limits) or a slow_*'s time margin
    kept: str | None = None  # when the proof taken from an earlier run was made (verify/proofs.py)
    kernel_ratio: margins_of.KernelRatioSeen | None = (
        None  # the limits check's: the reference against the kernel
    )
    JSON_KEYS: ClassVar = tuple(
        "check ok skipped summary seconds diagnostics margin kept kernel_ratio".split()
    )

    @property
    def ok(self) -> bool:
        return not any(d.severity is Severity.ERROR for d in self.diagnostics)


class CheckRun:
    """Collects one check's findings while it runs."""

    def __init__(self, problem: str, name: str) -> None:
        self.problem, self.name = problem, name
        self.found: list[Diagnostic] = []
        self.summary = ""
        self.margin: Margin | None = None
        self.kernel_ratio: margins_of.KernelRatioSeen | None = None
        self.started = time.perf_counter()

    def error(self, message: str) -> None:
        self.found.append(Diagnostic(self.problem, self.name, Severity.ERROR, message))

    def warning(self, message: str) -> None:
        self.found.append(Diagnostic(self.problem, self.name, Severity.WARNING, message))

    def report(self, skipped: bool = False) -> CheckReport:
        return CheckReport(
            self.problem,
            self.name,
            self.summary,
            tuple(self.found),
            round(time.perf_counter() - self.started, 3),
            skipped,
            self.margin,
            kernel_ratio=self.kernel_ratio,
        )


def skipped(problem: str, name: str, why: str) -> CheckReport:
    return CheckReport(problem, name, f"not run: {why}", skipped=True)


def guarded(slug: str, name: str, run_check: Callable[..., CheckReport], *args: Any) -> CheckReport:
    """A check whose problem files break it (a checker that does not load, say) is one finding,
    and the other checks still run."""
    started = time.perf_counter()
    try:
        return run_check(*args)
    except JudgeError as exc:  # ProblemFaultError: the checker, generator or reference failed
        message = str(exc)
    except Exception as exc:  # noqa: BLE001 - code from the problem's folder can raise anything
        message = f"the check crashed: {type(exc).__name__}: {exc}"
    check = CheckRun(slug, name)
    check.started = started
    check.error(message)
    return check.report()


# -- reference and limits --------------------------------------------------------------------------
def check_reference(
    problem: Problem, settings: Settings, tests: list[TestCase], judged: list[CaseResult]
) -> CheckReport:
    """reference.py gets AC on every test; its cases are added to `judged` (limits and the order
    of slow_* tests use them)."""
    from judge.grading.judging import judge_file

    check = CheckRun(problem.slug, "reference")
    factor_for(
        problem, settings, problem.reference
    )  # measured again if old, so the limits check reads today's speed
    try:
        cases = list(judge_file(problem, problem.reference, tests, True, strict=True, settings=settings))
    except CompileFailedError as exc:
        check.error(f"reference.py does not load: {exc.message}")
        return check.report()
    judged.extend(cases)
    failures = [item for item in cases if item.failed]
    for case in failures[:MAX_LISTED]:
        check.error(
            f"reference.py gets {case.verdict} on {case.name} ({case.kind}) "
            f"{shown(case.args, 160)}: expected {shown(case.expected, 160)}, got {shown(case.got, 160)}"
            + (f" ({last_line(case.message)})" if case.message else "")
        )
    if len(failures) > MAX_LISTED:
        check.error(f"... and {len(failures) - MAX_LISTED} more failing tests")
    top = max(cases, key=lambda c: c.time_ms, default=None)
    check.summary = f"AC on {len(tests) - len(failures)}/{len(tests)} tests" + (
        f", slowest {format_ms(top.time_ms)} of CPU here ({top.name})" if top else ""
    )
    return check.report()


# -- brute force -----------------------------------------------------------------------------------
def check_brute(
    problem: Problem, settings: Settings, brute: Path, tests: list[TestCase], profile: Profile, seed: int
) -> CheckReport:
    check = CheckRun(problem.slug, brute.stem)
    parts = []
    try:
        inputs = enumerate_inputs(problem, profile.exhaustive)
    except NotEnumerableError as exc:
        check.warning(f"exhaustive comparison skipped: {exc}")
        inputs = []
    except Exception as exc:  # a broken small_inputs() in generator.py
        check.error(f"cannot enumerate small inputs: {type(exc).__name__}: {exc}")
        inputs = []
    if inputs:
        parts.append(_compare_exhaustive(problem, settings, brute, inputs, profile, check))
    parts.append(_compare_random(problem, settings, brute, profile, seed, check))
    small = [
        t
        for t in tests
        if t.kind is CaseKind.EXAMPLE
        or input_size(problem.signature.params, t.args) <= profile.random_max_size
    ]
    parts.append(_judge_small_tests(problem, settings, brute, small, check))
    check.summary = "; ".join(p for p in parts if p)
    return check.report()


def _compare_exhaustive(
    problem: Problem, settings: Settings, brute: Path, inputs: list[dict], profile: Profile, check: CheckRun
) -> str:
    """Runs both solutions on every input, one child each; says how many inputs agree."""
    from judge.grading.checkers import checker_for

    expected = _run_many(problem, settings, problem.reference, inputs, check)
    # the brute force may give up on sizes beyond what the random comparison uses
    got = _run_many(problem, settings, brute, inputs, check, slow_from=profile.random_max_size + 1)
    if expected is None or got is None:
        return ""
    checker = checker_for(problem, strict=True)
    custom = problem.checker.name == "custom"
    agreed, compared, largest = 0, 0, 0
    disagreements, checker_faults = [], []
    for args, want, have in zip(inputs, expected, got):
        if want is None or have is None:
            continue  # a failed or skipped run, already reported
        compared += 1
        largest = max(largest, input_size(problem.signature.params, args))
        if custom:  # a checker must at least accept the reference's own answer
            itself = checker(args, want.value, want.value)
            if not itself.ok:
                checker_faults.append(
                    f"checker.py rejects reference.py's own answer "
                    f"{shown(want.value, 160)} on {shown(args, 160)}: {itself.message}"
                )
                continue
        verdict = checker(args, want.value, have.value)
        if verdict.internal_error:
            checker_faults.append(f"checker.py fails on {shown(args, 160)}: {verdict.message}")
        elif verdict.ok:
            agreed += 1
        else:
            disagreements.append((args, want.value, have.value, verdict.message))
    for message in checker_faults[:MAX_LISTED]:
        check.error(message)
    for args, want, have, message in disagreements[:MAX_LISTED]:
        check.error(
            f"{brute.name} and reference.py disagree on {shown(args, 160)}: reference.py "
            f"returns {shown(want, 160)}, {brute.name} returns {shown(have, 160)}"
            + (f" ({message})" if message else "")
        )
    if len(disagreements) > MAX_LISTED:
        check.error(f"... and on {len(disagreements) - MAX_LISTED} more small inputs")
    return f"{agreed}/{compared} exhaustive inputs up to size {largest} agree"


def _run_many(
    problem: Problem,
    settings: Settings,
    solution: Path,
    inputs: list[dict],
    check: CheckRun,
    slow_from: int | None = None,
) -> list[Outcome | None] | None:
    """Outcomes of one solution on many inputs in one child (None where it failed, reported).

    After MAX_RUN_FAILURES failures, or one timeout (each would cost a whole deadline), the rest
    of the inputs are not run. A timeout on an input of size `slow_from` or more only ends the run
    with a warning: a brute force may be too slow for the larger small inputs.
    """
    spec = problem.limits
    # Twice the problem's limit per small input: enough for any sane brute force, and a hung one
    # costs one deadline rather than the reference's generous one.
    limits = Limits(2 * spec.time_ms, max(spec.memory_mb, 1024), spec.output_kb)
    params = problem.signature.params
    outcomes: list[Outcome | None] = []
    failures, timed_out = 0, False
    from judge.grading.session import open_session, prepare

    with open_session(problem, prepare(problem, solution, settings), settings, limits) as runner:
        for args, outcome in zip(inputs, runner.outcomes(inputs)):  # cases queued in the child
            if outcome.kind is OutcomeKind.CE:
                check.error(f"{solution.name} does not load: {outcome.message}")
                return None
            if outcome.kind is OutcomeKind.OK:
                outcomes.append(outcome)
                continue
            outcomes.append(None)
            timed_out = outcome.kind is OutcomeKind.TIMEOUT
            size = input_size(params, args)
            if timed_out and slow_from is not None and size >= slow_from:
                check.warning(
                    f"{solution.name} takes over {limits.time_ms} ms on {shown(args, 160)}: "
                    f"the exhaustive comparison stops below size {size}"
                )
                return outcomes + [None] * (len(inputs) - len(outcomes))
            failures += 1
            detail = last_line(outcome.message) or outcome.value_type
            check.error(
                f"{solution.name} fails ({outcome.kind}) on {shown(args, 160)}"
                + (f": {detail}" if detail else "")
            )
            if failures >= MAX_RUN_FAILURES or timed_out:
                break  # leaving the with block kills the child and what is queued in it
    not_run = len(inputs) - len(outcomes)
    if not_run:
        check.error(
            f"{solution.name} was not run on the other {not_run} small inputs after "
            + ("a timeout" if timed_out else counted(failures, "failure"))
        )
    return outcomes + [None] * not_run


def _compare_random(
    problem: Problem, settings: Settings, brute: Path, profile: Profile, seed: int, check: CheckRun
) -> str:
    try:
        from judge.stress import search as stress
    except ImportError as exc:
        check.error(f"random comparison not run: judge.stress is not available ({exc})")
        return ""
    try:
        result = stress.stress(
            problem,
            brute,
            settings=settings,
            reference=problem.reference,
            count=profile.random_count,
            seed=seed,
            max_size=profile.random_max_size,
            strict=True,
        )
    except JudgeError as exc:
        check.error(f"random comparison failed to run: {exc}")
        return ""
    if result.interrupted:
        check.warning(f"random comparison interrupted after {counted(result.cases_run, 'input')}")
    example = result.counterexample
    if example is not None and example.verdict is Verdict.WA:
        check.error(
            f"{brute.name} and reference.py disagree on random input {shown(example.args, 160)} "
            f"(seed {result.seed}): reference.py returns {shown(example.expected, 160)}, "
            f"{brute.name} returns {shown(example.got, 160)}"
            + (f" ({last_line(example.message)})" if example.message else "")
        )
    elif example is not None:
        check.error(
            f"{brute.name} gets {example.verdict} on random input {shown(example.args, 160)} "
            f"(seed {result.seed})" + (f": {last_line(example.message)}" if example.message else "")
        )
    return f"{result.cases_run} random inputs up to size {profile.random_max_size} (seed {result.seed})" + (
        " agree" if result.ok else ""
    )


def _judge_small_tests(
    problem: Problem, settings: Settings, brute: Path, tests: list[TestCase], check: CheckRun
) -> str:
    from judge.grading.judging import judge_file

    failures = []
    try:
        cases = list(judge_file(problem, brute, tests, run_all=True, strict=True, settings=settings))
    except CompileFailedError as exc:
        check.error(f"{brute.name} does not load: {exc.message}")
        return ""
    for item in cases:
        if item.failed:
            failures.append(item)
    for case in failures[:MAX_LISTED]:
        check.error(
            f"{brute.name} gets {case.verdict} on {case.name} {shown(case.args, 160)}"
            + (f": {last_line(case.message)}" if case.message else "")
        )
    return f"AC on {len(tests) - len(failures)}/{len(tests)} small tests"


# -- helpers ---------------------------------------------------------------------------------------
def last_line(message: str) -> str:
    """The last non-empty line (of a traceback: the exception itself)."""
    lines = [line for line in message.strip().splitlines() if line.strip()]
    return lines[-1].strip() if lines else ""
