"""The practice record: every submission and stress run, in SQLite at `$JUDGE_HOME/progress.db`.

The only module that imports sqlite3. Rows are written only once a verdict is final, each in one
transaction, so a judge killed mid-run leaves nothing behind. The file is never replaced or wiped:
a database that is corrupt, locked for too long, or written by a newer judge raises
ProgressStoreError (one line naming the file) and is left exactly as it was.

Concurrency: WAL mode (readers never wait for a writer) plus a busy timeout, so two `judge submit`
processes finishing at the same moment are both recorded; schema creation and migrations run
inside `BEGIN IMMEDIATE` and re-read the version, so two processes creating the file race safely.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any

from judge import __version__
from judge.model.errors import ProgressStoreError
from judge.store.sources import SOURCES_MIGRATION, insert_source, read_solution

if TYPE_CHECKING:
    from judge.model.results import SubmissionResult

DATABASE_NAME = "progress.db"
BUSY_TIMEOUT_S = 10.0
TIME_FORMAT = "%Y-%m-%dT%H:%M:%S.%fZ"  # UTC, fixed width, so text order is time order

# Migration N (0-based) takes a database from schema version N to N + 1. Append, never edit: a
# user's file at version N gets exactly the steps after N. Each step's statements run in one
# transaction together with the `PRAGMA user_version` bump.
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (
        """CREATE TABLE submissions (
            id INTEGER PRIMARY KEY,
            problem TEXT NOT NULL,
            solution TEXT NOT NULL,
            content_hash TEXT NOT NULL,
            verdict TEXT NOT NULL,
            passed INTEGER NOT NULL,
            total INTEGER NOT NULL,
            time_ms_max REAL NOT NULL,
            time_ms_total REAL NOT NULL,
            judge_version TEXT NOT NULL,
            submitted_at TEXT NOT NULL
        )""",
        "CREATE INDEX submissions_by_problem ON submissions (problem, submitted_at)",
        """CREATE TABLE stress_runs (
            id INTEGER PRIMARY KEY,
            problem TEXT NOT NULL,
            solution TEXT NOT NULL,
            content_hash TEXT NOT NULL,
            result TEXT NOT NULL,
            cases_run INTEGER NOT NULL,
            seed TEXT NOT NULL,
            detail TEXT NOT NULL,
            judge_version TEXT NOT NULL,
            run_at TEXT NOT NULL
        )""",
        "CREATE INDEX stress_runs_by_problem ON stress_runs (problem, run_at)",
    ),
    SOURCES_MIGRATION,  # the submitted files' text, once per content hash (sources.py)
)
SCHEMA_VERSION = len(MIGRATIONS)


def database_path(home: Path | None = None) -> Path:
    """`progress.db` in `home`, by default the user's judge folder (JUDGE_HOME or platformdirs)."""
    if home is None:
        from judge.bank.locate import judge_home

        home = judge_home()
    return home / DATABASE_NAME


def content_hash(path: Path) -> str:
    """SHA-256 of a file's bytes ("" if unreadable: judging reports that file error itself)."""
    return read_solution(path)[0]


def utc_now() -> datetime:
    return datetime.now(timezone.utc)


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
        )


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


_SUBMISSION_COLUMNS = (
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
)
_STRESS_COLUMNS = (
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


# -- the store -------------------------------------------------------------------------------------
class ProgressStore:
    """An open progress database. Use `ProgressStore.open(path)`, as a context manager."""

    def __init__(self, path: Path, connection: sqlite3.Connection, timeout_s: float) -> None:
        self.path = path
        self._connection = connection
        self._timeout_s = timeout_s

    @classmethod
    def open(
        cls,
        path: Path,
        timeout_s: float = BUSY_TIMEOUT_S,
        migrations: Sequence[Sequence[str]] = MIGRATIONS,
    ) -> ProgressStore:
        """Open (creating it and its folders if needed), check, and bring the schema up to date.

        Nothing is written to a file that fails a check: its version and integrity are read first.
        """
        if path.is_dir():
            raise ProgressStoreError(f"{path}: is a folder, not a progress database")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise ProgressStoreError(
                f"{path.parent}: cannot create the folder: {exc.strerror}"
            ) from None
        with _translated(path, timeout_s):
            connection = sqlite3.connect(path, timeout=timeout_s, isolation_level=None)
        store = cls(path, connection, timeout_s)
        try:
            with _translated(path, timeout_s):
                store._check(len(migrations))
                store._use_wal()
                migrate(connection, migrations, path)
        except BaseException:
            connection.close()
            raise
        return store

    def close(self) -> None:
        self._connection.close()

    def __enter__(self) -> ProgressStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def schema_version(self) -> int:
        with _translated(self.path, self._timeout_s):
            return _user_version(self._connection)

    def _check(self, known: int) -> None:
        version = _user_version(self._connection)  # fails on a file that is not a database at all
        if version > known:
            raise _newer(self.path, version, known)
        rows = _pragma(self._connection, "quick_check(1)")
        if not rows or rows[0][0] != "ok":
            found = rows[0][0] if rows else "no answer"
            raise ProgressStoreError(
                f"{self.path}: the database is corrupt ({found}); "
                f"it was left untouched: move it aside to start a new one"
            )

    def _use_wal(self) -> None:
        mode = _pragma(self._connection, "journal_mode")[0][0]
        if mode.lower() != "wal":
            self._connection.execute("PRAGMA journal_mode=WAL")

    # -- writing: one row per finished run, each in its own transaction ----------------------------
    def record_submission(self, submission: Submission, source: str | None = None) -> int:
        """The row, and with it the file's `source` text unless a row already holds that text."""
        values = (
            submission.problem,
            submission.solution,
            submission.content_hash,
            submission.verdict,
            submission.passed,
            submission.total,
            submission.time_ms_max,
            submission.time_ms_total,
            submission.judge_version,
            format_time(submission.submitted_at),
        )
        also = insert_source(submission.content_hash, source) if source is not None else None
        return self._insert("submissions", _SUBMISSION_COLUMNS, values, also)

    def record_stress(self, run: StressRun) -> int:
        values = (
            run.problem,
            run.solution,
            run.content_hash,
            run.result,
            run.cases_run,
            run.seed,
            run.detail,
            run.judge_version,
            format_time(run.run_at),
        )
        return self._insert("stress_runs", _STRESS_COLUMNS, values)

    def _insert(self, table: str, columns: tuple[str, ...], values: tuple,
                also: tuple[str, tuple] | None = None) -> int:
        """One row in its own write transaction. BEGIN IMMEDIATE waits for the write lock (the busy
        timeout); a "locked" that SQLite reports without waiting (another process switching the
        journal mode, a stale WAL snapshot) is retried until the same timeout has passed."""
        marks = ", ".join("?" for _ in columns)
        statement = f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})"
        give_up = time.monotonic() + self._timeout_s
        with _translated(self.path, self._timeout_s):
            while True:
                try:
                    self._connection.execute("BEGIN IMMEDIATE")
                    try:
                        if also is not None:  # in the same transaction: both rows or neither
                            self._connection.execute(*also)
                        row_id = int(self._connection.execute(statement, values).lastrowid or 0)
                        self._connection.execute("COMMIT")
                    except BaseException:
                        if self._connection.in_transaction:
                            self._connection.execute("ROLLBACK")
                        raise
                    return row_id
                except sqlite3.OperationalError as exc:
                    locked = "locked" in str(exc).lower() or "busy" in str(exc).lower()
                    if not locked or time.monotonic() >= give_up:
                        raise
                    time.sleep(0.05)

    # -- reading -----------------------------------------------------------------------------------
    def query(self, statement: str, parameters: Sequence[object] = ()) -> list[tuple]:
        with _translated(self.path, self._timeout_s):
            return self._connection.execute(statement, parameters).fetchall()

    def submissions(self, problem: str | None = None, limit: int | None = None) -> list[Submission]:
        """Newest first (ties in time broken by insertion order)."""
        rows = self._select("submissions", _SUBMISSION_COLUMNS, "submitted_at", problem, limit)
        return [Submission(**_named(_SUBMISSION_COLUMNS, row)) for row in rows]

    def stress_runs(self, problem: str | None = None, limit: int | None = None) -> list[StressRun]:
        """Newest first."""
        rows = self._select("stress_runs", _STRESS_COLUMNS, "run_at", problem, limit)
        return [StressRun(**_named(_STRESS_COLUMNS, row)) for row in rows]

    def _select(
        self,
        table: str,
        columns: tuple[str, ...],
        time_column: str,
        problem: str | None,
        limit: int | None,
    ) -> list[tuple]:
        query = f"SELECT id, {', '.join(columns)} FROM {table}"
        parameters: list[object] = []
        if problem is not None:
            query += " WHERE problem = ?"
            parameters.append(problem)
        query += f" ORDER BY {time_column} DESC, id DESC"
        if limit is not None:
            query += " LIMIT ?"
            parameters.append(limit)
        with _translated(self.path, self._timeout_s):
            return self._connection.execute(query, parameters).fetchall()


def _named(columns: tuple[str, ...], row: tuple) -> dict[str, Any]:
    """A row of _select (the id, then `columns`, the time last) as fields by name."""
    named = dict(zip(("id", *columns), row, strict=True))
    named[columns[-1]] = parse_time(named[columns[-1]])
    return named


def migrate(connection: sqlite3.Connection, migrations: Sequence[Sequence[str]], path: Path) -> int:
    """Apply the missing migrations in one transaction; returns the resulting schema version.

    `BEGIN IMMEDIATE` takes the write lock before the version is read again, so when two processes
    open a new file together the second waits, sees the schema in place, and does nothing. A failing
    step rolls everything back: the file keeps its old version and data.
    """
    target = len(migrations)
    if _user_version(connection) == target:
        return target
    connection.execute("BEGIN IMMEDIATE")
    try:
        version = _user_version(connection)
        if version > target:
            raise _newer(path, version, target)
        for step in migrations[version:]:
            for statement in step:
                connection.execute(statement)
        connection.execute(f"PRAGMA user_version = {target:d}")
        connection.execute("COMMIT")
    except BaseException:
        if connection.in_transaction:
            connection.execute("ROLLBACK")
        raise
    return target


def _pragma(connection: sqlite3.Connection, name: str) -> list[tuple]:
    # fetchall, not fetchone: an unfinished statement would hold a read snapshot open while judging
    return connection.execute(f"PRAGMA {name}").fetchall()


def _user_version(connection: sqlite3.Connection) -> int:
    return int(_pragma(connection, "user_version")[0][0])


def _newer(path: Path, version: int, known: int) -> ProgressStoreError:
    return ProgressStoreError(
        f"{path}: written by a newer judge (schema version {version}, this judge "
        f"knows up to {known}); upgrade judge to use it, the file was left untouched"
    )


@contextmanager
def _translated(path: Path, timeout_s: float) -> Iterator[None]:
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


# -- conveniences for the commands -----------------------------------------------------------------
def open_store(home: Path | None = None) -> ProgressStore:
    return ProgressStore.open(database_path(home))


def read_all(path: Path) -> tuple[list[Submission], list[StressRun]]:
    """Every submission and stress run, newest first; none (and no file created) if no file."""
    if not path.exists():
        return [], []
    with ProgressStore.open(path) as store:
        return store.submissions(), store.stress_runs()


def record_stress(
    problem: str,
    solution: Path,
    cases_run: int,
    result: str,
    seed: int | str,
    detail: str = "",
    home: Path | None = None,
) -> int:
    """Record one finished `judge stress` run (call it only once the run's outcome is final)."""
    run = StressRun(
        problem=problem,
        solution=str(solution.resolve()),
        content_hash=content_hash(solution),
        result=result,
        cases_run=cases_run,
        seed=str(seed),
        detail=detail,
        judge_version=__version__,
        run_at=utc_now(),
    )
    with open_store(home) as store:
        return store.record_stress(run)
