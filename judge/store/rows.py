"""The progress store's rows (submissions, stress runs) and what it trusts of a database file: its
tables' shape before anything is written or judged, and every row's types as it is read. A file that
fails either is refused with one line (ProgressStoreError) and left as it was."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, fields
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from judge import __version__
from judge.model.errors import ProgressStoreError
from judge.model.serial import written

if TYPE_CHECKING:
    from judge.model.results import SubmissionResult

TIME_FORMAT = "%Y-%m-%dT%H:%M:%S.%fZ"  # UTC, fixed width, so text order is time order


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
    submitted_at: datetime = field(metadata=written(convert=format_time))  # aware, UTC
    id: int | None = None
    compared_ms: float | None = None  # the solution's CPU time on the cases the reference ran too
    reference_ms: float | None = None  # the reference's CPU time on those cases, in the same run
    # `judge history --json`, `attempts` and the CSV export (model.serial.to_json): the ratio's
    # inputs are the progress page's, not a row's
    JSON_KEYS: ClassVar = (
        "id",
        "problem",
        "verdict",
        "passed",
        "total",
        "time_ms_max",
        "time_ms_total",
        "submitted_at",
        "solution",
        "content_hash",
        "judge_version",
    )

    @classmethod
    def from_result(cls, result: SubmissionResult, solution: Path, digest: str, at: datetime) -> Submission:
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
            submitted_at=at,  # the settings' clock (JUDGE_NOW fixes it)
            # the progress page charts their ratio: kept only where it compares like with like
            compared_ms=_rounded(sum(c.time_ms for c in result.compared) or None)
            if result.comparable
            else None,
            reference_ms=_rounded(result.reference_ms_total) if result.comparable else None,
        )


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, 3)


@dataclass(frozen=True)
class StressRun:
    """One recorded `judge stress`: how many cases ran, what came of it, the seed to replay it."""

    problem: str
    solution: str
    content_hash: str
    result: str  # "passed", "interrupted" (by Ctrl-C, nothing found), or the counterexample's verdict
    cases_run: int
    seed: str  # text: hypothesis seeds can exceed SQLite's 64-bit integers
    detail: str
    judge_version: str
    run_at: datetime = field(metadata=written(convert=format_time))  # aware, UTC
    id: int | None = None
    JSON_KEYS: ClassVar = (  # `judge history --stress --json` (model.serial.to_json)
        "id",
        "problem",
        "result",
        "cases_run",
        "seed",
        "detail",
        "run_at",
        "solution",
        "content_hash",
        "judge_version",
    )


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

MOVE_ASIDE = "it was left untouched: move it aside to start a new one"


def check_schema(
    connection: sqlite3.Connection, path: Path, version: int, current: int, tables: dict[str, tuple[str, ...]]
) -> None:
    """A new file (version 0) must hold no tables; one at the `current` version must have every
    column of `tables`. Anything else is not a judge's progress database."""
    found = {
        row[0]
        for row in connection.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        ).fetchall()
    }
    if version == 0 and found:
        names = ", ".join(sorted(found)[:5])
        raise ProgressStoreError(
            f"{path}: not a judge progress database (it holds the tables {names} "
            f"and no schema version); {MOVE_ASIDE}"
        )
    if version != current:
        return  # an older judge's schema: the migrations check it as they run, all or nothing
    for table, columns in tables.items():
        have = {row[1] for row in connection.execute(f"PRAGMA table_info({table})").fetchall()}
        missing = [column for column in columns if column not in have]
        if missing:
            what = f"no table {table}" if not have else f"the table {table} lacks {', '.join(missing)}"
            raise ProgressStoreError(f"{path}: not the schema this judge wrote ({what}); {MOVE_ASIDE}")


def typed_row(cls: type, columns: tuple[str, ...], row: tuple, path: Path, table: str) -> Any:
    """A row of (id, *columns) as an instance of the dataclass `cls`, each value checked against the
    field's type (text in a number column, a timestamp that does not parse: one line, not a crash)."""
    kinds = {field.name: str(field.type) for field in fields(cls)}
    values = dict(zip(("id", *columns), row, strict=True))
    for name, value in values.items():
        kind = kinds[name]
        if kind == "datetime":
            try:
                values[name] = parse_time(value)
                continue
            except (TypeError, ValueError, AttributeError):
                pass
        elif kind == "float" and type(value) in (int, float):
            continue
        elif kind == "float | None" and (value is None or type(value) in (int, float)):
            continue
        elif kind in ("int", "int | None") and type(value) is int:
            continue
        elif kind == "str" and type(value) is str:
            continue
        shown = repr(value)[:60]
        raise ProgressStoreError(
            f"{path}: row {values.get('id')} of {table} has {shown} in its "
            f"{name} column, not a {kind}; {MOVE_ASIDE}"
        )
    return cls(**values)


@contextmanager
def translated(path: Path, timeout_s: float) -> Iterator[None]:
    """sqlite3 errors as one-line ProgressStoreErrors naming the file."""
    try:
        yield
    except ProgressStoreError:
        raise
    except sqlite3.DatabaseError as exc:
        text = str(exc)
        lowered = text.lower()
        if "locked" in lowered or "busy" in lowered:
            message = (
                f"locked by another process for over {timeout_s:g} s; nothing was recorded, "
                f"try again when it is free"
            )
        elif "not a database" in lowered or "malformed" in lowered or "corrupt" in lowered:
            message = (
                f"not a readable progress database ({text}); it was left untouched: "
                f"move it aside to start a new one"
            )
        elif "unable to open" in lowered or "readonly" in lowered or "disk i/o" in lowered:
            message = f"cannot open or write the progress database ({text})"
        else:
            message = f"progress database error: {text}"
        raise ProgressStoreError(f"{path}: {message}") from None
