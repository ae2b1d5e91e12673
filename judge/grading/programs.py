"""The one way to run a program: prepare (compile) a solution or a problem's reference, open a
session on it, and run cases through it as raw outcomes; the calibration kernel runs here too.

No module outside `judge/sandbox/` but this one imports the runner (tests/test_architecture.py), so
a language is plugged in once and every command gets it. grading/session.py scales limits to this
machine and judges cases through these sessions.
"""

from __future__ import annotations

import math
from collections.abc import Generator, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from judge.grading import calibration
from judge.grading.verdicts import RERUN_PATIENCE
from judge.model.limits import Limits
from judge.model.outcome import Outcome, OutcomeKind
from judge.model.problem import Problem, Signature
from judge.model.settings import Settings
from judge.sandbox.cputime import Slack
from judge.sandbox.languages import Language, Program, for_file
from judge.sandbox.runner import Runner
from judge.sandbox.wire import PIPELINE_WINDOW

if TYPE_CHECKING:
    from judge.grading.solution import SolutionFile

REFERENCE_SLOWDOWN = 10  # the reference gets this many times the limit when it computes expected values


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
