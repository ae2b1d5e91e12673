"""`judge bench`: time a solution and the reference on inputs of growing size; fit how time grows.

Inputs come from the problem's generator (its generator.py, or the default one from the constraints)
with a fixed seed per size, and both solutions get the same inputs. Sizes double up to the largest
the constraints allow (every n, or every second n, when that largest is small), and a solution stops
climbing once a size takes longer than the budget. Times are CPU time measured inside the child
around the call, the median of a few inputs per size. Prints nothing (`bench_report` renders).
"""

from __future__ import annotations

import json
import random
import statistics
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from judge.bank.spec import Problem
from judge.bench.growth import Growth, Point, fit_growth, usable
from judge.bench.sizes import (
    measure_size,
    size_bounds,
    size_ladder,
    size_name,
    size_param,
)
from judge.grading.cases import input_generator
from judge.grading.judging import ProblemFaultError, load_checker
from judge.grading.session import (
    Session,
    machine_limits,
    open_reference,
    open_session,
    prepare,
    reference_limits,
)
from judge.grading.solution import SolutionFile, as_solution
from judge.grading.validation import input_problems
from judge.model.constraints import Param
from judge.model.limits import Limits
from judge.model.outcome import OutcomeKind
from judge.model.settings import Settings
from judge.sandbox.languages import CompileFailedError, Language

DEFAULT_SAMPLES = 3
SEED = 7001
WELL_FITTED = 6  # fewer usable points than this after stopping early: fill in the gap below the stop
REFINE_STEPS = 8


@dataclass(frozen=True)
class SizePoint:
    """The times of one solution at one size."""

    n: int  # the size the generator was asked for
    measured_n: int  # the size of the inputs it made (the median over the samples)
    times_ms: tuple[float, ...]

    @property
    def time_ms(self) -> float:
        return statistics.median(self.times_ms)


@dataclass(frozen=True)
class Series:
    label: str  # "yours" or "reference"
    path: str
    points: tuple[SizePoint, ...]
    growth: Growth
    stopped: str = ""  # why it stopped before the largest size ("" if it got there)
    failed: bool = False  # it stopped on an error, not on the budget
    killed_n: int | None = None  # the real n of an input killed over the budget


@dataclass(frozen=True)
class BenchResult:
    problem: str
    size_name: str  # what n is, e.g. "len(nums)"
    largest: int  # the largest n the constraints allow
    budget_ms: float
    samples: int
    yours: Series
    reference: Series
    wrong: int = 0  # inputs on which your answer differed from the reference's
    checked: int = 0  # inputs both answered
    wrong_example: dict[str, Any] | None = None
    compile_error: str = ""
    limit_ms: int = 0  # the problem's time limit, the one `judge submit` judges by

    @property
    def over_limit_from(self) -> int | None:
        """The smallest n at which your solution took longer than the problem's time limit (on
        one input: a TLE in `judge submit`); None if it never did in what was measured."""
        over = [p.measured_n for p in self.yours.points if max(p.times_ms) > self.limit_ms]
        if self.yours.killed_n is not None and self.budget_ms >= self.limit_ms:
            over.append(self.yours.killed_n)
        return min(over) if over else None


# -- measuring -------------------------------------------------------------------------------------
@dataclass
class _Ladder:
    """One solution climbing the sizes in its own child, until a size is over the budget."""

    label: str
    runner: Session
    budget_ms: float
    points: list[SizePoint] = field(default_factory=list)
    stopped: str = ""
    failed: bool = False
    over: int | None = None  # the size that went over the budget
    killed_n: int | None = None  # the real n of the input killed over the budget

    def measure(self, n: int, inputs: list[dict[str, Any]], param: Param) -> list[Any] | None:
        """Run the inputs of size n; their answers, or None once this ladder has stopped."""
        if self.stopped:
            return None
        times: list[float] = []
        answers: list[Any] = []
        for args in inputs:
            if not self.runner.alive:
                failure = self.runner.start()
                if failure:
                    self._stop(f"could not restart: {failure.message}", failed=True)
                    return None
            outcome = self.runner.run(args)
            if outcome.kind is OutcomeKind.TIMEOUT:
                self.over, self.killed_n = n, measure_size(param, args)
                self._stop(f"n={n} was killed: over the budget of {self.budget_ms / 1000:g} s")
                return None
            if outcome.kind is not OutcomeKind.OK:
                last = outcome.message.strip().splitlines()[-1:] or [outcome.kind.value]
                self._stop(f"n={n}: {outcome.kind.value}: {last[0]}", failed=True)
                return None
            times.append(outcome.cpu_ms)
            answers.append(outcome.value)
            if outcome.cpu_ms > self.budget_ms:  # no more samples at a size this slow
                break
        sizes = sorted(measure_size(param, args) for args in inputs[: len(times)])
        point = SizePoint(n, sizes[len(sizes) // 2], tuple(times))
        self.points.append(point)
        if point.time_ms > self.budget_ms or times[-1] > self.budget_ms:
            self.over = n
            self._stop(f"n={n} took {max(times):.0f} ms, over the budget of {self.budget_ms / 1000:g} s")
        return answers

    def _stop(self, reason: str, failed: bool = False) -> None:
        self.stopped = reason
        self.failed = failed

    def gap_below_stop(self) -> list[int]:
        """Sizes between the last one under budget and the one over it, if the fit needs them."""
        if self.over is None or self.failed:
            return []
        under = [p.n for p in self.points if p.n < self.over]
        if not under or self.over - under[-1] < 2:
            return []
        if len(usable([Point(p.measured_n, p.time_ms) for p in self.points])) >= WELL_FITTED:
            return []
        start = max(under)
        step = max(1, (self.over - start) // REFINE_STEPS)
        return list(range(start + step, self.over, step))

    def series(self, path: Path) -> Series:
        points = tuple(sorted(self.points, key=lambda p: p.n))
        growth = fit_growth([Point(p.measured_n, p.time_ms) for p in points])
        return Series(self.label, str(path), points, growth, self.stopped, self.failed, self.killed_n)


def bench(
    problem: Problem,
    solution: Path | SolutionFile,
    settings: Settings,
    budget_s: float | None = None,
    samples: int = DEFAULT_SAMPLES,
    sizes: list[int] | None = None,
    progress: Callable[[int, dict[str, SizePoint]], None] | None = None,
    language: Language | None = None,
) -> BenchResult:
    """Time `solution` and the reference on the same growing inputs and fit both growths.

    `progress(n, {label: point})` is called after each size with the points just measured.
    The budget defaults to the problem's time limit: the slowest solution climbs until it passes
    the limit `judge submit` judges by, so its growth shows and where it passes the limit is known.
    """
    solution = as_solution(solution, language.name if language else None)
    # the limit submit judges by on this machine (calibration.py): budgets below are this machine's ms
    limit_here = machine_limits(problem, problem.limits, solution.name, settings)
    if budget_s is None:
        budget_s = limit_here.time_ms / 1000
    param = size_param(problem)
    low, high = size_bounds(param)
    ladder = sizes or size_ladder(low, high)
    generate = input_generator(problem)
    checker = load_checker(problem)
    budget_ms = budget_s * 1000
    mine_limits = Limits(max(1, round(budget_ms)), problem.limits.memory_mb, problem.limits.output_kb).scaled(
        1
    )
    reference = reference_limits(problem)
    reference_limits_ = Limits(max(1, round(budget_ms)), reference.memory_mb, reference.output_kb).scaled(1)

    def inputs_of(n: int) -> list[dict[str, Any]]:
        rng = random.Random(SEED * 1_000_003 + n)
        made = []
        for _ in range(samples):
            try:
                args = generate(rng, n)
            except Exception as exc:  # noqa: BLE001 - a generator's failure is the problem's fault
                raise ProblemFaultError(
                    f"{problem.slug}: the generator failed at size {n}: {type(exc).__name__}: {exc}"
                ) from None
            broken = input_problems(problem, [args])[0]
            if broken:
                raise ProblemFaultError(
                    f"{problem.slug}: the generator broke the constraints at size {n}: {broken[0]}"
                )
            made.append(exactly(args, n))
        return made

    def exactly(args: dict[str, Any], n: int) -> dict[str, Any]:
        """When n is an int parameter, the input at n itself (a generator may draw it up to n, as
        375's does), so each row is the n it says; kept as generated if that breaks a rule."""
        if param.type.name != "int" or args.get(param.name) == n:
            return args
        forced = {**args, param.name: n}
        return args if input_problems(problem, [forced])[0] else forced

    wrong = checked = 0
    wrong_example: dict[str, Any] | None = None

    def not_loaded(message: str) -> BenchResult:
        empty = Series("yours", str(solution), (), Growth("unknown"))
        return BenchResult(
            problem.slug,
            size_name(param),
            high,
            budget_ms,
            samples,
            empty,
            Series("reference", str(problem.reference), (), Growth("unknown")),
            compile_error=message or "the solution could not be loaded",
        )

    try:
        program = prepare(problem, solution, settings)
    except CompileFailedError as exc:
        return not_loaded(exc.message)
    with (
        open_session(problem, program, settings, mine_limits) as mine,
        open_reference(problem, settings, reference_limits_) as ref,
    ):
        failure = mine.start()
        if failure:
            return not_loaded(failure.message)
        failure = ref.start()
        if failure:
            raise ProblemFaultError(f"{problem.slug}: the reference solver does not load: {failure.message}")
        yours = _Ladder("yours", mine, budget_ms)
        theirs = _Ladder("reference", ref, budget_ms)

        def step(n: int, ladders: tuple[_Ladder, ...]) -> None:
            nonlocal wrong, checked, wrong_example
            inputs = inputs_of(n)
            answers = {}
            measured = {}
            for lad in ladders:  # the reference first: the same load for both, size by size
                count = len(lad.points)
                answers[lad.label] = lad.measure(n, inputs, param)
                if len(lad.points) > count:
                    measured[lad.label] = lad.points[-1]
            if progress and measured:
                progress(n, measured)
            expected, got = answers.get("reference"), answers.get("yours")
            if expected is not None and got is not None:
                for args, want, have in zip(inputs, expected, got):
                    checked += 1
                    check = checker(args, want, have)
                    if check.internal_error:
                        raise ProblemFaultError(f"{problem.slug}: {check.message}")
                    if not check.ok:
                        wrong += 1
                        wrong_example = wrong_example or {
                            "input": args,
                            "expected": want,
                            "got": have,
                        }

        for n in ladder:
            if yours.stopped and theirs.stopped:
                break
            step(n, (theirs, yours))
        for lad in (theirs, yours):
            if lad.over == ladder[-1] and not lad.failed:  # over the budget only at the top: no stop
                lad.stopped, lad.over = "", None
        if not sizes:  # fill in below a stop when too few sizes took measurable time
            for lad in (theirs, yours):
                for n in lad.gap_below_stop():
                    lad.stopped = ""
                    step(n, (lad,))
                    if lad.stopped:
                        break
                lad.stopped = lad.stopped or _first_stop(lad)
    return BenchResult(
        problem.slug,
        size_name(param),
        high,
        budget_ms,
        samples,
        yours.series(solution.path),
        theirs.series(problem.reference),
        wrong,
        checked,
        wrong_example,
        limit_ms=limit_here.time_ms,
    )


def _first_stop(ladder: _Ladder) -> str:
    over = ladder.over
    if over is None:
        return ""
    slowest = max((p for p in ladder.points if p.n == over), key=lambda p: p.time_ms, default=None)
    if slowest is None:
        return f"n={over} was killed: over the budget of {ladder.budget_ms / 1000:g} s"
    budget = f"{ladder.budget_ms / 1000:g} s"
    return f"n={over} took {max(slowest.times_ms):.0f} ms, over the budget of {budget}"


# -- JSON ------------------------------------------------------------------------------------------
def series_json(series: Series) -> dict[str, Any]:
    growth = series.growth
    return {
        "path": series.path,
        "points": [
            {
                "n": p.measured_n,
                "size": p.n,
                "time_ms": round(p.time_ms, 4),
                "times_ms": [round(t, 4) for t in p.times_ms],
            }
            for p in series.points
        ],
        "growth": growth.kind,
        "exponent": None if growth.exponent is None else round(growth.exponent, 2),
        "base": None if growth.base is None else round(growth.base, 3),
        "fitted_n": list(growth.fitted),
        "summary": growth.describe(),
        "stopped": series.stopped or None,
        "failed": series.failed,
    }


def bench_json(result: BenchResult) -> dict[str, Any]:
    yours, reference = series_json(result.yours), series_json(result.reference)
    return {
        "problem": result.problem,
        "n": result.size_name,
        "largest_n": result.largest,
        "budget_ms": result.budget_ms,
        "samples": result.samples,
        "time": "CPU time inside the child around the call; the median of the samples per size",
        "yours": yours,
        "reference": reference,
        "exponents": {"yours": yours["exponent"], "reference": reference["exponent"]},
        "wrong_answers": result.wrong,
        "checked_answers": result.checked,
        "wrong_example": json.loads(json.dumps(result.wrong_example)) if result.wrong_example else None,
        "compile_error": result.compile_error or None,
        "limit_ms": result.limit_ms,
        "over_limit_from_n": result.over_limit_from,
    }
