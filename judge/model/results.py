"""The results of judging, shared by grading (which makes them) and render and store (which show
and keep them)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge.model.problem import CaseKind
from judge.model.verdict import Verdict, worst

BORDERLINE = 0.2  # a case within 20% of its time limit is borderline; over it by at most that, re-run once
# The relative time is silent below this: a case is timed on the reference once it takes 1 ms
# (reference_times.COMPARE_FROM_MS), and the overall ratio needs both sides' compared totals this long.
# Below, a call's fixed cost and the cache's warmth decide the ratio more than the code does: the
# shipped example's 0.1-0.3 ms cases came out "8x the reference" on 0.4 ms of reference time.
RATIO_TOTAL_FROM_MS = 10.0


FAR_FROM_REFERENCE = 1.25  # a factor outside [1/1.25, 1.25] is said in submit's report


@dataclass(frozen=True)
class TimeLimit:
    """The CPU limit a submission's cases were judged by on this machine: the spec's limit on the
    reference machine times this machine's calibrated factor for the solution's language."""

    applied_ms: int
    reference_ms: int
    factor: float  # this machine's CPU time over the reference machine's
    language: str
    calibrated_at: str  # ISO 8601, UTC
    source: str = "measured"  # or "JUDGE_TIME_FACTOR" (set, not measured)
    correction: float = 1.0  # the problem's own correction of the kernel's factor (grading/problem_factor.py)

    @property
    def far_from_reference(self) -> bool:
        return not 1 / FAR_FROM_REFERENCE <= self.factor <= FAR_FROM_REFERENCE

    def describe(self, runtime: str) -> str:
        """One line: how this machine compares with the reference machine, and the limit it gives."""
        if self.factor >= 1:
            pace = f"{self.factor:.1f}x slower than"
        else:
            pace = f"{1 / self.factor:.1f}x faster than"
        how = "as JUDGE_TIME_FACTOR sets" if self.source != "measured" else "calibrated"
        return (
            f"this machine runs {runtime} {pace} the reference machine ({how}): the time limit "
            f"{self.reference_ms:,} ms is {self.applied_ms:,} ms here"
        )


@dataclass(frozen=True)
class CompileError:
    """The solution did not compile or load: no case ran."""

    message: str
    compile_ms: float = 0.0


@dataclass(frozen=True)
class CaseResult:
    """One judged case. `verdict` is None for a case skipped after an earlier failure."""

    name: str
    kind: CaseKind
    verdict: Verdict | None
    args: dict[str, Any]
    expected: Any
    got: Any = None
    time_ms: float = 0.0  # CPU time of the call, measured inside the child
    wall_ms: float = 0.0
    memory_kb: int = 0  # what the case added, at its highest, to what its child held before it
    message: str = ""
    output: str = ""  # the tail of what the solution printed during this case
    reference_ms: float | None = None  # the reference's CPU time on the same input, in the same run
    borderline: bool = False  # within BORDERLINE of the time limit (or re-run because of it)
    runs_ms: tuple[float, ...] = ()  # the CPU times of both runs when the case was re-run
    detail: dict[str, Any] | None = None  # a strategy's WA: the referee's report (render/strategy.py)

    @property
    def failed(self) -> bool:
        return self.verdict is not None and self.verdict is not Verdict.AC

    @property
    def ratio(self) -> float | None:
        """The solution's time over the reference's on this case (None when not compared)."""
        if self.reference_ms is None or self.reference_ms <= 0 or self.verdict is None:
            return None
        return self.time_ms / self.reference_ms


@dataclass(frozen=True)
class SubmissionResult:
    """A judged submission: every case, or the compile error that stopped it."""

    problem: str
    solution: str
    cases: tuple[CaseResult, ...]
    compile_error: CompileError | None = None
    language: str = ""  # a registry name: the judging always says which
    compile_ms: float = 0.0  # time spent compiling (0 for a cached build or an interpreted language)
    time_limit: TimeLimit | None = None  # None when nothing ran (a compile error)
    reference_language: str = ""  # the language the problem's reference is written in

    @property
    def comparable(self) -> bool:
        """Whether a ratio to the reference compares like with like: a Java solution's time over a
        Python reference's says more about the runtimes than about the algorithm."""
        return self.language == self.reference_language

    @property
    def verdict(self) -> Verdict:
        if self.compile_error is not None:
            return Verdict.CE
        return worst([c.verdict for c in self.cases if c.verdict is not None])

    @property
    def passed(self) -> int:
        return sum(c.verdict is Verdict.AC for c in self.cases)

    @property
    def total(self) -> int:
        return len(self.cases)

    @property
    def time_ms_max(self) -> float:
        return max((c.time_ms for c in self.cases if c.verdict), default=0.0)

    @property
    def time_ms_total(self) -> float:
        return sum(c.time_ms for c in self.cases if c.verdict)

    @property
    def first_failure(self) -> CaseResult | None:
        return next((c for c in self.cases if c.failed), None)

    @property
    def compared(self) -> tuple[CaseResult, ...]:
        """The cases timed against the reference too."""
        return tuple(c for c in self.cases if c.ratio is not None)

    @property
    def reference_ms_total(self) -> float | None:
        compared = self.compared
        return sum(c.reference_ms or 0.0 for c in compared) if compared else None

    @property
    def ratio(self) -> float | None:
        """The solution's total time over the reference's, on the cases both were timed on."""
        reference = self.reference_ms_total
        yours = sum(c.time_ms for c in self.compared)
        if not self.comparable or not reference or min(reference, yours) < RATIO_TOTAL_FROM_MS:
            return None
        return yours / reference

    @property
    def borderline(self) -> tuple[CaseResult, ...]:
        return tuple(c for c in self.cases if c.borderline)


@dataclass(frozen=True)
class RunResult:
    """`judge run`: the solution's answer next to the reference's on one custom input."""

    case: CaseResult | None
    compile_error: CompileError | None = None
    expected: Any = None
    label: str = "--input"  # where the input came from: `--input`, `--input @cases.json [2]`, `stdin`
    warnings: tuple[str, ...] = ()  # the constraints the input breaks (it was run anyway)
    reference_error: str = ""  # why the reference gave no answer (outside the constraints only)
