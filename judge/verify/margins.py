"""Time margins in reference-machine ms: how far under the limit the accepted approaches run, and
how far over it the slow ones.

A limit is only as good as the room on both sides of it. A machine that runs 2x slower or faster
than its calibration says (an hour of a shared host, a runtime that scales unlike the kernel) must
not turn an accepted_* into a TLE or a slow_* into an AC, so each must be MARGIN times away from
the limit: an accepted_* (and the reference) runs its slowest test in at most limit / MARGIN, a
slow_* is still TLE with the limit multiplied by MARGIN. Times are this machine's CPU ms divided by
its calibrated factor for the solution's language (grading/calibration.py), so the margins read the
same on any machine.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, ClassVar

from judge.bank.spec import Problem, TestCase
from judge.model.limits import CPU_KILL_FACTOR, Limits
from judge.model.outcome import Outcome, OutcomeKind
from judge.model.results import CaseResult
from judge.model.serial import written
from judge.model.settings import Settings
from judge.model.units import format_ms
from judge.model.verdict import Verdict

# How far a solution's time moves against its problem's reference from one CPU to another, at most:
# bench/ratio_spread.py, this machine as it is against the same with a memory-bound hog on the other
# core, 1.30x over the bank's Python accepted solutions of 5 ms or more (1.64x against the kernel
# alone, which a problem's own correction takes out: grading/problem_factor.py).
SPREAD = 1.3
MARGIN = 2 * SPREAD  # both ways: accepted at most limit / MARGIN, slow still TLE at limit * MARGIN
# A margin is only as right as the factor it is divided by: a shared machine's speed changes within
# minutes (1.0 to 1.8 within twenty of them here), so verify measures it again when its calibration
# is older than calibration.FRESH_S (half a second of CPU), before each check judges, and the check's
# limits and margin use the same one.


@dataclass(frozen=True)
class Margin:
    """One solution's time against the limit on the test that decides its margin."""

    file: str
    role: str  # "accepted" (the reference too) or "slow"
    test: str
    ms: float = field(metadata=written(digits=3))  # reference-machine ms: this machine's CPU ms / factor
    limit_ms: int  # the spec's limit, reference-machine ms
    factor: float
    at_least: bool = False  # a slow_* killed past MARGIN x the limit: its real time is longer
    JSON_KEYS: ClassVar = ("file", "test", "ms", "limit_ms", "factor", "margin", "at_least", "ok")

    @property
    def ratio(self) -> float:
        """Accepted: the limit over its time; slow: its time over the limit (inf for a 0 ms run)."""
        if self.role == "slow":
            return self.ms / self.limit_ms
        return self.limit_ms / self.ms if self.ms > 0 else math.inf

    @property
    def ok(self) -> bool:
        return self.ratio >= MARGIN

    @property
    def margin(self) -> float | None:
        """The ratio as JSON shows it: two decimals, None for an infinite one."""
        return None if math.isinf(self.ratio) else round(self.ratio, 2)

    def shown(self) -> str:
        ratio = "inf" if math.isinf(self.ratio) else f"{self.ratio:.{1 if self.ratio < 10 else 0}f}x"
        return ("≥" if self.at_least else "") + ratio


def factor_for(problem: Problem, settings: Settings, path: Path, fresh: bool = False) -> float:
    """This machine's time factor for `problem` in the language of `path`: the kernel's at most
    calibration.FRESH_S old (the judging that follows reads the same cached one) with the problem's
    correction (grading/problem_factor.py), or JUDGE_TIME_FACTOR's."""
    from judge.grading import calibration
    from judge.grading.session import problem_calibrated
    from judge.sandbox.languages import for_file

    language = for_file(path).name
    return problem_calibrated(problem, language, settings, fresh=fresh, max_age_s=calibration.FRESH_S).factor


def over_limit(
    problem: Problem,
    settings: Settings,
    path: Path,
    tests: list[TestCase],
    factor: float,
    multiple: float = MARGIN,
) -> Margin | None:
    """How far over the limit `path` runs: `tests` in order in one child that the CPU watch ends at
    MARGIN times the limit, until one is still running then (a margin of at least MARGIN, proven
    without running it to completion, for MARGIN times the limit of CPU rather than
    CPU_KILL_FACTOR times that); else the test it took longest on. A test the wall clock ends first
    (a machine too busy to give it the CPU) is run once more alone. None if `tests` is empty;
    CompileFailedError if the file does not load. `multiple` below MARGIN (the quick profile) ends
    each run at that multiple of the limit instead: a TLE proven, its margin not."""
    from judge.grading.session import open_session, prepare
    from judge.grading.verdicts import RERUN_PATIENCE

    spec = problem.limits
    limits = replace(spec, time_ms=math.ceil(spec.time_ms * multiple / CPU_KILL_FACTOR))

    def reached(margin: Margin) -> bool:
        return margin.ratio >= multiple

    program = prepare(problem, path, settings)
    longest: Margin | None = None
    with open_session(problem, program, settings, limits) as runner:
        _start(runner)
        for test, outcome in zip(tests, runner.outcomes([t.args for t in tests])):
            margin = _margin(outcome, runner.limits.time_ms, test, path, spec.time_ms, factor, multiple)
            if margin.at_least and not reached(margin) and margin.ms >= 0.1 * spec.time_ms:  # starved
                # alone, with a re-run's wall-clock room: on a machine busy enough to starve it once,
                # the same room would starve it again
                with open_session(problem, program, settings, limits, RERUN_PATIENCE) as alone:
                    _start(alone)
                    margin = _margin(
                        alone.run(test.args), alone.limits.time_ms, test, path, spec.time_ms, factor, multiple
                    )
            if longest is None or margin.ms > longest.ms:
                longest = margin
            if reached(margin):
                break
        if longest is not None and not reached(longest) and longest.ms > spec.time_ms:
            # TLE, but under MARGIN: a factor measured in a burst of load reads a slow_* faster than
            # it is (1.96 once where its own run said about 1.4), so measure it again and run again
            fresh = factor_for(problem, settings, path, fresh=True)
            test = next(t for t in tests if t.name == longest.test)
            with open_session(problem, program, settings, limits) as alone:
                _start(alone)
                again = _margin(
                    alone.run(test.args), alone.limits.time_ms, test, path, spec.time_ms, fresh, multiple
                )
            longest = max(longest, again, key=lambda m: m.ms)
    return longest


def _start(runner: Any) -> None:
    from judge.sandbox.languages import CompileFailedError

    failure = runner.start()
    if failure is not None:
        raise CompileFailedError(failure.message or "the solution could not be loaded")


def _margin(
    outcome: Outcome,
    applied_ms: int,
    test: TestCase,
    path: Path,
    limit_ms: int,
    factor: float,
    multiple: float = MARGIN,
) -> Margin:
    """A slow_*'s margin from one run of `test` under a limit of `applied_ms` here (the CPU watch
    ends it at `multiple` times the spec's limit)."""
    from judge.sandbox.languages import CompileFailedError

    if outcome.kind is OutcomeKind.CE:  # a restart after a kill failed
        raise CompileFailedError(outcome.message or "the solution could not be loaded again")
    ms = outcome.cpu_ms / factor
    if outcome.cpu_ms > CPU_KILL_FACTOR * applied_ms:
        # the CPU watch ended it at `multiple` x: what it ran past that says how late the watch looked
        ms = multiple * limit_ms
    killed = outcome.kind is OutcomeKind.TIMEOUT
    return Margin(path.name, "slow", test.name, ms, limit_ms, factor, at_least=killed)


def judge_one(
    problem: Problem, settings: Settings, path: Path, test: TestCase, limits: Limits | None = None
) -> CaseResult:
    """`path` judged on `test` alone in a fresh child (CompileFailedError if it does not load)."""
    from judge.grading.judging import judge_file

    cases = judge_file(problem, path, [test], limits=limits, strict=True, settings=settings)
    try:
        return next(cases)
    finally:
        close = getattr(cases, "close", None)  # judge_file's generator: closing it ends the child
        if close is not None:
            close()


def slowest(
    problem: Problem,
    settings: Settings,
    path: Path,
    cases: Iterable[CaseResult],
    tests: list[TestCase],
    factor: float,
) -> Margin | None:
    """The margin of an accepted solution (or the reference) from its AC and TLE cases: its slowest
    test (a TLE at the CPU it used, at least the limit, so that a limit too tight to pass at all is
    measured too, not the lighter tests that passed). A test that leaves it under MARGIN is run once
    more alone and the faster run kept, since load only ever adds time; None if no case ran."""
    passed = [c for c in cases if c.verdict in (Verdict.AC, Verdict.TLE)]
    if not passed:
        return None
    case = max(passed, key=lambda c: c.time_ms)
    margin = Margin(path.name, "accepted", case.name, case.time_ms / factor, problem.limits.time_ms, factor)
    test = next((t for t in tests if t.name == case.name), None)
    if margin.ok or test is None:
        return margin
    from judge.sandbox.languages import CompileFailedError

    try:
        again = judge_one(problem, settings, path, test)
    except CompileFailedError:  # it loaded a moment ago; the first run's time stands
        return margin
    if again.verdict is Verdict.AC and again.time_ms < case.time_ms:
        margin = replace(margin, ms=again.time_ms / factor)
    return margin


def accepted_finding(margin: Margin) -> str:
    """What an accepted_* (or the reference) too close to the limit is told: the times and what to do."""
    return (
        f"{margin.file} takes {format_ms(margin.ms)} on {margin.test} (reference-machine ms; "
        f"{format_ms(margin.ms * margin.factor)} of CPU here at factor {margin.factor:g}): only "
        f"{margin.shown()} under the {margin.limit_ms} ms limit, where {MARGIN:g}x is the least: raise "
        f"time_ms to at least {math.ceil(margin.ms * MARGIN)} ms (every slow_* must stay "
        f"{MARGIN:g}x over it), or make {margin.file} faster"
    )


def slow_finding(margin: Margin) -> str:
    """What a slow_* TLE at the limit but not at MARGIN times it is told."""
    if margin.at_least:  # the wall clock ended it first, twice
        return (
            f"{margin.file} was ended by the wall clock on {margin.test} after only "
            f"{format_ms(margin.ms * margin.factor)} of CPU here ({format_ms(margin.ms)} in "
            f"reference-machine ms, {margin.shown()} the {margin.limit_ms} ms limit), twice: the machine "
            f"is too busy to prove it TLE at {MARGIN:g}x the limit; verify it again when it is quieter"
        )
    if margin.ms <= margin.limit_ms:  # judged TLE, yet under the limit on every test run again
        return (
            f"{margin.file} was judged TLE, but run again it took at most {format_ms(margin.ms)} (on "
            f"{margin.test}, reference-machine ms): {margin.shown()} the {margin.limit_ms} ms limit, where a "
            f"slow_* must stay TLE at {MARGIN:g}x it: lower time_ms or make the tests heavier"
        )
    return (
        f"{margin.file} takes {format_ms(margin.ms)} on {margin.test} (reference-machine ms; "
        f"{format_ms(margin.ms * margin.factor)} of CPU here at factor {margin.factor:g}): TLE, but "
        f"only {margin.shown()} over the {margin.limit_ms} ms limit: it ends under the limit doubled; a slow_* "
        f"must stay TLE at {MARGIN:g}x: lower time_ms to at most {math.floor(margin.ms / MARGIN)} ms "
        f"(every accepted_* must stay {MARGIN:g}x under it), or make {margin.test} heavier"
    )


@dataclass(frozen=True)
class KernelRatioSeen:
    """The reference's slowest test against the kernel on this machine, beside the spec's record
    (grading/problem_factor.py): how far the kernel is from this problem here."""

    test: str
    language: str
    here: float = field(metadata=written(digits=3))  # the reference's CPU ms on `test` / the kernel's, here
    spec: float | None  # the spec's kernel_ratio for `language` (on its own test), if it has one
    spec_test: str | None
    JSON_KEYS: ClassVar = ("test", "language", "here", "spec", "spec_test")

    def shown(self) -> str:
        from judge.grading.problem_factor import LEAST_RATIO

        if self.spec is None:
            return (
                f"the reference is about {self.here:.3g}x the {self.language} kernel here on {self.test}"
                + (
                    " (the spec records no kernel_ratio: --fix-limits measures and writes it)"
                    if self.here >= LEAST_RATIO
                    else " (too light to record: the kernel's factor stands)"
                )
            )
        return (
            f"the reference is {self.here:.3g}x the {self.language} kernel here on {self.test}, "
            f"{self.spec:g}x where the limit was set: its factor here is the kernel's x{self.here / self.spec:.2f}"
        )


def kernel_ratio_seen(
    problem: Problem, settings: Settings, judged: Iterable[CaseResult]
) -> KernelRatioSeen | None:
    """How far the reference is from the kernel here: the problem's correction's measurement
    (its own test, run alone) where the spec records a ratio, else its slowest AC case in this run
    over the kernel's time (a calibration at most calibration.FRESH_S old). None without either."""
    from judge.grading import calibration, problem_factor
    from judge.grading.session import calibrated
    from judge.sandbox.languages import for_file

    language = for_file(problem.reference).name
    record = problem.kernel_ratio
    spec = record.of(language) if record is not None else None
    kernel = calibrated(language, settings, max_age_s=calibration.FRESH_S)
    if record is not None and spec is not None and kernel.source == "measured":
        found = problem_factor.correction(problem, language, settings, lambda: kernel)
        return KernelRatioSeen(record.test, language, found.ratio_here, spec, record.test)
    passed = [c for c in judged if c.verdict is Verdict.AC]
    if not passed:
        return None
    top = max(passed, key=lambda c: c.time_ms)
    here = top.time_ms / (kernel.factor * calibration.reference_ms(language))
    return KernelRatioSeen(top.name, language, here, spec, record.test if record is not None else None)


@dataclass(frozen=True)
class MarginRow:
    """A problem's line of the margins table: its slowest accepted approach and fastest slow one."""

    slug: str
    limit_ms: int | None
    # the slowest of the reference and every accepted_*; the slow_* nearest the limit
    accepted: Margin | None = field(metadata=written("slowest_accepted"))
    slow: Margin | None = field(metadata=written("fastest_slow"))
    JSON_KEYS: ClassVar = ("limit_ms", "accepted", "slow", "ok")

    @property
    def ok(self) -> bool:
        return all(m is None or m.ok for m in (self.accepted, self.slow))


def table(margins: Iterable[tuple[str, Margin]], slugs: Iterable[str]) -> list[MarginRow]:
    """One row per slug, in order, from every check's margin."""
    rows: dict[str, MarginRow] = {slug: MarginRow(slug, None, None, None) for slug in slugs}
    for slug, margin in margins:
        row = rows.setdefault(slug, MarginRow(slug, None, None, None))
        if margin.role == "slow":
            if row.slow is None or margin.ratio < row.slow.ratio:
                row = replace(row, slow=margin)
        elif row.accepted is None or margin.ms > row.accepted.ms:
            row = replace(row, accepted=margin)
        rows[slug] = replace(row, limit_ms=margin.limit_ms)
    return list(rows.values())
