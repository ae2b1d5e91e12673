"""A problem's own time factor: the kernel's, corrected by how far this CPU runs the problem's code
from the kernel.

The calibration kernel (grading/calibration.py) follows a machine's speed from hour to hour, but one
kernel cannot follow every problem from one CPU to another: on a CPU with another cache, branch
predictor or memory, a solution of big dicts or deep recursion can run 1.3x further from the kernel
than it did where its limit was set. So a spec records, beside its limit, how far its reference was
from the kernel there (`limits.kernel_ratio`: the reference's CPU time on its heaviest test over the
kernel's). This machine measures the same ratio once, by running the reference on that test right
after a fresh kernel calibration, and keeps it; the problem's factor is then

    factor = the kernel's factor (now) * ratio here / ratio in the spec

so the reference takes the same reference-machine ms on every CPU, as Kattis derives a problem's
limit from its accepted solutions on the judging machine, while the kernel still follows the load.
The correction is kept per problem, test, reference and language in `calibration.problems.json`
beside the calibration file, with the machine's fingerprint: a new CPU, runtime or boot measures it
again. A language the spec gives no ratio for (the references are Python) keeps the kernel's factor,
and so does JUDGE_TIME_FACTOR, which sets factors instead of measuring anything.
"""

from __future__ import annotations

import hashlib
import json
import math
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, replace
from pathlib import Path

from judge.bank.spec import Problem, TestCase
from judge.grading import calibration
from judge.model.errors import JudgeError
from judge.model.limits import Limits
from judge.model.outcome import OutcomeKind
from judge.model.problem import CaseKind, ProblemKind
from judge.model.settings import Settings
from judge.sandbox.languages import Program

FILE_VERSION = 1
# The reference runs on its test at least twice and until it has used this much CPU (at most
# MAX_RUNS runs); the fastest run counts, since load only ever adds time.
MIN_RUNS, MAX_RUNS, ENOUGH_MS = 2, 7, 300.0
# A correction outside [1/BOUND, BOUND] is a broken reference or measurement, not a CPU.
BOUND = 4.0
# A game's time (a strategy or interactive problem's) is mostly its moves' round trips through
# pipes, whose cost follows the machine's state more than the kernel does: the same strategy
# reference took 0.62-1.24 s of CPU on one test within half an hour here, the kernel unchanged. So
# a game's correction ages as a calibration does (judging measures it again after MAX_AGE_S, verify
# after FRESH_S, a verdict near the limit at once); a function problem's is a property of the CPU.
# A reference that takes less than this share of the kernel on its heaviest test is not worth a
# record: its time is mostly the call's fixed cost and the clock's grain, and its limit is hundreds
# of times its time anyway (verify --fix-limits writes no kernel_ratio for it).
LEAST_RATIO = 0.2


class ProblemCalibrationError(JudgeError):
    """The problem's reference could not be timed on its kernel_ratio test (exit 2)."""


@dataclass(frozen=True)
class Correction:
    """How far this CPU runs a problem's reference from the kernel, against the spec's record."""

    slug: str
    language: str
    test: str
    ratio_here: float  # the reference's CPU ms on `test` over the kernel's, on this machine
    ratio_spec: float  # the same where the limit was set (the spec's kernel_ratio)
    reference_ms: float  # the reference's fastest run here, CPU ms
    kernel_factor: float  # the kernel's factor when it was measured
    measured_at: str  # ISO 8601, UTC
    key: str  # what it depends on: machine, reference, test, the spec's ratio

    @property
    def value(self) -> float:
        """What the kernel's factor is multiplied by for this problem."""
        return self.ratio_here / self.ratio_spec


def corrected(
    problem: Problem,
    kernel: calibration.Calibration,
    settings: Settings,
    fresh_kernel: Callable[[], calibration.Calibration],
    max_age_s: float = math.inf,
) -> calibration.Calibration:
    """`kernel` (this machine's calibration for a language) as the problem's own: its factor times
    the problem's correction, measured now if none is kept (`fresh_kernel`: the kernel calibration
    at most calibration.FRESH_S old that a measurement divides by, so both see the same load). A
    game's correction older than `max_age_s` is measured again (its time drifts: see above)."""
    record = problem.kernel_ratio
    ratio = record.of(kernel.language) if record is not None else None
    if record is None or ratio is None or kernel.source != "measured":
        return kernel
    oldest = math.inf if problem.kind is ProblemKind.FUNCTION else max_age_s
    found = correction(problem, kernel.language, settings, fresh_kernel, oldest)
    return replace(kernel, factor=round(kernel.factor * found.value, 3), correction=round(found.value, 3))


def correction(
    problem: Problem,
    language: str,
    settings: Settings,
    kernel: Callable[[], calibration.Calibration],
    max_age_s: float = math.inf,
) -> Correction:
    """The problem's kept correction for `language` if at most `max_age_s` old, or one measured now and kept."""
    record = problem.kernel_ratio
    assert record is not None
    ratio = record.of(language)
    assert ratio is not None
    key = _key(problem, language, record.test, ratio, settings.kernel_skew)
    path = corrections_file(settings)
    kept = _read(path).get(key)
    if kept is not None and calibration.age_s(kept.measured_at) <= max_age_s:
        return kept
    measured = measure(problem, language, settings, kernel(), record.test, ratio, key)
    known = _read(path)
    known[key] = measured
    _write(path, known)
    return measured


def measure(
    problem: Problem,
    language: str,
    settings: Settings,
    kernel: calibration.Calibration,
    test_name: str,
    ratio_spec: float | None,
    key: str = "",
) -> Correction:
    """Time the reference on `test_name` (its fastest of a few runs) against `kernel`; `ratio_spec`
    None: the ratio is being recorded, nothing to compare it with."""
    test = find_test(problem, test_name)
    reference_ms = time_reference_on(problem, settings, test, kernel)
    ratio_here = reference_ms / (kernel.factor * calibration.reference_ms(language))
    found = Correction(
        problem.slug,
        language,
        test_name,
        round(ratio_here, 3),
        ratio_spec or ratio_here,
        round(reference_ms, 3),
        kernel.factor,
        time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        key,
    )
    if ratio_spec is not None and not 1 / BOUND <= found.value <= BOUND:
        raise ProblemCalibrationError(
            f"{problem.path}: limits.kernel_ratio: the reference took {reference_ms:.1f} ms on {test_name}, "
            f"{ratio_here:.2f}x the {language} kernel here where the spec says {ratio_spec:g}x: over "
            f"{BOUND:g}x apart, a broken reference or measurement; set JUDGE_TIME_FACTOR to judge anyway"
        )
    return found


def find_test(problem: Problem, name: str) -> TestCase:
    """The problem's test called `name` (its input only; a generated one drawn from its seed); a
    one-line error naming the spec's field if there is none."""
    from judge.grading.inputs import generate_inputs

    for test in (*problem.examples, *problem.tests):
        if test.name == name:
            return test
    if any(name.startswith(f"{group.name}-") for group in problem.generated):
        for drawn, args in generate_inputs(problem):
            if drawn == name:
                return TestCase(name, args, None, CaseKind.GENERATED)
    raise ProblemCalibrationError(f"{problem.path}: limits.kernel_ratio.test: no test is called {name!r}")


def time_reference_on(
    problem: Problem, settings: Settings, test: TestCase, kernel: calibration.Calibration
) -> float:
    """The reference's fastest CPU ms on `test`, under its generous limits scaled by `kernel`
    (never by the problem's own factor, which this measures)."""
    from judge.grading.programs import reference_limits, reference_program

    program = reference_program(problem, settings)
    return time_on(problem, program, test, kernel.scale(reference_limits(problem)))


def time_on(problem: Problem, program: Program, test: TestCase, limits: Limits) -> float:
    """`program`'s fastest CPU ms on `test` (a game's: its games against the referee or interactor),
    over MIN_RUNS to MAX_RUNS runs, each in a fresh child; ProblemCalibrationError if it fails."""
    from judge.grading.programs import Session

    times: list[float] = []

    def enough() -> bool:
        return len(times) >= MAX_RUNS or (len(times) >= MIN_RUNS and sum(times) >= ENOUGH_MS)

    if problem.kind is ProblemKind.FUNCTION:
        while not enough():
            with Session(program, problem.signature, limits) as session:
                failure = session.start()
                if failure is not None:
                    raise ProblemCalibrationError(f"{program.display_name}: did not start: {failure.message}")
                outcome = session.run(test.args)
            if outcome.kind is not OutcomeKind.OK:
                raise ProblemCalibrationError(
                    f"{program.display_name} on {test.name}: {outcome.kind.value} {outcome.message}".rstrip()
                )
            times.append(outcome.cpu_ms)
        return min(times)
    from judge.grading import interactive, strategy
    from judge.model.verdict import Verdict

    games = strategy if problem.kind is ProblemKind.STRATEGY else interactive
    while not enough():
        (case,) = games.judge_cases(problem, program, [test], False, limits)
        if case.verdict is not Verdict.AC:
            raise ProblemCalibrationError(
                f"{program.display_name} on {test.name}: {case.verdict.value} {case.message}"
            )
        times.append(case.time_ms)
    return min(times)


def corrections_file(settings: Settings) -> Path:
    """Beside the calibration file (JUDGE_CALIBRATION's, for tests that share one)."""
    path = settings.calibration_file
    return path.with_name(f"{path.stem}.problems.json")


def kept(settings: Settings) -> list[Correction]:
    """Every correction kept, fitting this machine or not."""
    return list(_read(corrections_file(settings)).values())


def _key(problem: Problem, language: str, test: str, ratio: float, skew: float) -> str:
    reference = hashlib.sha256(problem.reference.read_bytes()).hexdigest()[:16]
    machine = f"{calibration.machine_fingerprint(language)}|{skew!r}"
    text = f"{problem.slug}|{language}|{test}|{ratio!r}|{reference}|{machine}"
    return hashlib.sha256(text.encode()).hexdigest()[:24]


def _read(path: Path) -> dict[str, Correction]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("version") != FILE_VERSION:
            return {}
        return {key: Correction(**entry) for key, entry in data["corrections"].items()}
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        return {}


def _write(path: Path, known: dict[str, Correction]) -> None:
    """Atomically; a home that cannot be written costs a measurement next time."""
    data = {"version": FILE_VERSION, "corrections": {key: asdict(c) for key, c in sorted(known.items())}}
    calibration.write_json(path, data)
