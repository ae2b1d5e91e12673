"""The verdict of one case: a child's Outcome, the checker and the limits in, a CaseResult out.

Submit, stress and verify decide verdicts here, so a case means the same in all of them; which
cases run, and in which child, is the session's (session.py).
"""

from __future__ import annotations

from typing import Any

from judge.grading.checkers import Checker, checker_for
from judge.model.errors import ProblemFaultError
from judge.model.limits import Limits
from judge.model.outcome import Outcome, OutcomeKind
from judge.model.problem import Problem, TestCase
from judge.model.results import BORDERLINE, CaseResult
from judge.model.values import ValueType
from judge.model.verdict import Verdict

RERUN_PATIENCE = 2  # a re-run gets the wall-clock deadline of a limit this many times as long
IDLE_FRACTION = 0.1  # a case killed at the deadline after less CPU than this share of the limit was idle


def needs_rerun(outcome: Outcome, limits: Limits) -> bool:
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


def effective_ms(outcome: Outcome) -> float:
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
    slim: bool = False,
) -> CaseResult:
    """The case's verdict and result. `slim`: a case that passed keeps no input, expected value,
    answer or output (what a report shows of it; a failure keeps all)."""
    kind = outcome.kind
    if kind is OutcomeKind.OK and not runs and outcome.cpu_ms < (1 - BORDERLINE) * limits.time_ms:
        # the common case, far under the limit: its checker alone decides (the same result as
        # below, built at once: a submit of 10,000 cases passes here 10,000 times)
        check = checker(test.args, test.expected, outcome.value)
        cpu_ms, wall_ms, peak_kb = outcome.cpu_ms, outcome.wall_ms, outcome.peak_kb
        if not check.ok or check.internal_error:
            verdict = Verdict.IE if check.internal_error else Verdict.WA
            return case_of(
                test,
                verdict,
                got=outcome.value,
                message=check.message,
                time_ms=cpu_ms,
                wall_ms=wall_ms,
                memory_kb=peak_kb,
                output=outcome.output,
            )
        # the checker's word, else the runner's note (threads of the solution's that kept running)
        message = check.message or outcome.message
        if slim:
            return CaseResult(
                test.name, test.kind, Verdict.AC, {}, None, None, cpu_ms, wall_ms, peak_kb, message
            )
        return CaseResult(
            test.name,
            test.kind,
            Verdict.AC,
            test.args,
            test.expected,
            outcome.value,
            cpu_ms,
            wall_ms,
            peak_kb,
            message,
            outcome.output,
        )
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
        return case_of(test, verdict, **{**fields, **more})

    again = runs_note(runs)
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
    if outcome.cpu_ms > limits.time_ms:  # a note says what of it the solution's other threads used
        note = f" ({outcome.message})" if kind is OutcomeKind.OK and outcome.message else ""
        return judged(Verdict.TLE, message=f"{over}: {outcome.cpu_ms:.0f} ms of CPU{note}{again}")
    if kind is OutcomeKind.INVALID:
        message = f"expected {returns}, got {outcome.value_type}: {outcome.message}"
        return judged(Verdict.WA, got=outcome.message, message=message)
    check = checker(test.args, test.expected, outcome.value)
    if check.internal_error:
        return judged(Verdict.IE, got=outcome.value, message=check.message)
    if check.ok:
        return judged(Verdict.AC, got=outcome.value, message=check.message or outcome.message)
    return judged(Verdict.WA, got=outcome.value, message=check.message)


def runs_note(runs: tuple[float, ...]) -> str:
    if not runs:
        return ""
    times = ", then ".join(f"{t:.0f} ms" if t >= 0 else "killed" for t in runs)
    return f" (borderline, so it was run again in a fresh process: {times})"


def case_of(test: TestCase, verdict: Verdict | None, **values: Any) -> CaseResult:
    return CaseResult(test.name, test.kind, verdict, test.args, test.expected, **values)


def slimmed(case: CaseResult) -> CaseResult:
    """The case without its input, expected value, answer, output and a strategy's report: what a
    report shows of a case that passed (or a failure past those shown). Held for 10,000 cases, they
    would be the most of the judge's memory."""
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
