"""The practice record (`judge progress`, `history`, `review`): what is recorded, summed up,
scheduled for review, imported or exported. Terminal-free: each takes a request with the settings
(the home whose progress.db is the record, the clock) and returns what the command renders."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any, TextIO

from judge.bank.spec import Bank
from judge.model.settings import Settings
from judge.store import progress as store
from judge.store.review import ReviewState, local_day, schedule
from judge.store.rows import Submission
from judge.store.stats import Summary, summarize

BankOf = Callable[[], Bank]  # the bank, found only when the answer needs it (an import needs none)


@dataclass(frozen=True)
class ProgressRequest:
    settings: Settings
    bank: BankOf


@dataclass(frozen=True)
class Progress:
    """The record summed up, and the submissions it was summed from (the web page charts them)."""

    summary: Summary
    submissions: list[Submission]
    database: Path


def database(settings: Settings) -> Path:
    return store.database_path(settings.home)


def progress(request: ProgressRequest) -> Progress:
    """Every problem's status, totals, streaks, activity and suggestions, reviews due first."""
    path = database(request.settings)
    submissions, stress_runs = store.read_all(path)
    now = request.settings.now()
    reviews = list(schedule(submissions, local_day(now)).values())
    bank = request.bank()
    summary = summarize(
        bank.load_all(), submissions, stress_runs, now=now, reviews=reviews, order=bank.learning_order()
    )
    return Progress(summary, submissions, path)


def submissions(settings: Settings) -> list[Submission]:
    """Every recorded submission, newest first (`--export csv` writes them)."""
    return store.read_all(database(settings))[0]


def export_record(settings: Settings, stream: TextIO) -> int:
    """The whole record as JSON (`--export json`), stamped with the settings' clock; rows written."""
    from judge.store import portable

    return portable.export(database(settings), stream, settings.now())


def import_record(settings: Settings, file: Path) -> dict[str, int]:
    """Merge an exported record, all or nothing: the rows added, by table (known rows are skipped)."""
    from judge.store import portable

    return portable.import_file(file, database(settings))


@dataclass(frozen=True)
class Schedule:
    """Every solved problem's review state on `today` (a local day)."""

    today: date
    states: list[ReviewState]


def review(settings: Settings) -> Schedule:
    recorded = submissions(settings)
    today = local_day(settings.now())
    return Schedule(today, list(schedule(recorded, today).values()))


@dataclass(frozen=True)
class HistoryRequest:
    settings: Settings
    bank: BankOf
    slug: str | None = None  # a slug, number or title; None: every problem
    stress: bool = False  # stress runs instead of submissions
    limit: int = 0  # the newest this many; 0: all


@dataclass(frozen=True)
class History:
    rows: list[Any]  # Submission or StressRun rows, newest first, at most `limit`
    hidden: int  # rows left out by the limit


def history(request: HistoryRequest) -> History:
    """The recorded rows of one problem or all. A slug no row has is looked up in the bank, so a
    number or a title finds its rows and a typo is an unknown problem, not an empty list."""
    submitted, stress_runs = store.read_all(database(request.settings))
    rows: list = stress_runs if request.stress else submitted
    slug = request.slug
    if slug is not None:
        if not any(row.problem == slug for row in rows):
            slug = request.bank().load(slug).slug
        rows = [row for row in rows if row.problem == slug]
    shown = rows[: request.limit] if request.limit else rows
    return History(shown, len(rows) - len(shown))
