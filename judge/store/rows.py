"""The rows of the practice record and the clock they are stamped with (see progress.py)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING

from judge import __version__
from judge.model.errors import InputError

if TYPE_CHECKING:
    from judge.model.results import SubmissionResult

TIME_FORMAT = "%Y-%m-%dT%H:%M:%S.%fZ"  # UTC, fixed width, so text order is time order
NOW_VARIABLE = "JUDGE_NOW"


def utc_now() -> datetime:
    """The current moment, or the one JUDGE_NOW fixes (ISO 8601; without an offset it is UTC), so a
    review schedule can be checked on a chosen day: every recorded time and "today" follow it."""
    fixed = os.environ.get(NOW_VARIABLE, "").strip()
    if not fixed:
        return datetime.now(timezone.utc)
    try:
        moment = datetime.fromisoformat(fixed.removesuffix("Z"))
    except ValueError:
        raise InputError(
            f"{NOW_VARIABLE}={fixed!r} is not an ISO 8601 time (e.g. 2026-11-23T12:00:00)"
        ) from None
    return moment.replace(tzinfo=timezone.utc) if moment.tzinfo is None else moment


def format_time(moment: datetime) -> str:
    return moment.astimezone(timezone.utc).strftime(TIME_FORMAT)


def parse_time(text: str) -> datetime:
    # fromisoformat is ~10x faster than strptime; Python 3.10's refuses the "Z", hence removesuffix.
    return datetime.fromisoformat(text.removesuffix("Z")).replace(tzinfo=timezone.utc)


# -- rows ------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Submission:
    """One recorded `judge submit`: its final verdict and timings, never a partial run."""

    problem: str
    solution: str
    content_hash: str
    verdict: str
    passed: int
    total: int
    time_ms_max: float
    time_ms_total: float
    judge_version: str
    submitted_at: datetime  # aware, UTC
    id: int | None = None
    compared_ms: float | None = None  # the solution's CPU time on the cases the reference ran too
    reference_ms: float | None = None  # the reference's CPU time on those cases, in the same run

    @classmethod
    def from_result(
        cls, result: SubmissionResult, solution: Path, digest: str, at: datetime | None = None
    ) -> Submission:
        return cls(
            problem=result.problem,
            solution=str(solution.resolve()),
            content_hash=digest,
            verdict=result.verdict.value,
            passed=result.passed,
            total=result.total,
            time_ms_max=round(result.time_ms_max, 3),
            time_ms_total=round(result.time_ms_total, 3),
            judge_version=__version__,
            submitted_at=at or utc_now(),
            compared_ms=_rounded(sum(c.time_ms for c in result.compared) or None),
            reference_ms=_rounded(result.reference_ms_total),
        )


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, 3)


@dataclass(frozen=True)
class StressRun:
    """One recorded `judge stress`: how many cases ran, what came of it, the seed to replay it."""

    problem: str
    solution: str
    content_hash: str
    result: str  # "passed", or the verdict of the counterexample found
    cases_run: int
    seed: str  # text: hypothesis seeds can exceed SQLite's 64-bit integers
    detail: str
    judge_version: str
    run_at: datetime  # aware, UTC
    id: int | None = None


SUBMISSION_COLUMNS = (
    "problem",
    "solution",
    "content_hash",
    "verdict",
    "passed",
    "total",
    "time_ms_max",
    "time_ms_total",
    "judge_version",
    "submitted_at",
    "compared_ms",
    "reference_ms",
)
STRESS_COLUMNS = (
    "problem",
    "solution",
    "content_hash",
    "result",
    "cases_run",
    "seed",
    "detail",
    "judge_version",
    "run_at",
)
