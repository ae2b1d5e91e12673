"""The practice record: every submission and stress run, in SQLite at `$JUDGE_HOME/progress.db`.

The store package is the only one that imports sqlite3. Rows are written only once a verdict is final, each in one
transaction, so a judge killed mid-run leaves nothing behind. The file is never replaced or wiped:
a database that is corrupt, locked for too long, or written by a newer judge raises
ProgressStoreError (one line naming the file) and is left exactly as it was.

Concurrency: WAL mode (readers never wait for a writer) plus a busy timeout, so two `judge submit`
processes finishing at the same moment are both recorded; schema creation and migrations run
inside `BEGIN IMMEDIATE` and re-read the version, so two processes creating the file race safely.
"""

from __future__ import annotations

import os
import sqlite3
import time
from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import TypeVar

from judge import __version__
from judge.model.errors import ProgressStoreError
from judge.store.rows import STRESS_COLUMNS as _STRESS_COLUMNS
from judge.store.rows import SUBMISSION_COLUMNS as _SUBMISSION_COLUMNS
from judge.store.rows import TIME_FORMAT as TIME_FORMAT
from judge.store.rows import StressRun as StressRun
from judge.store.rows import Submission as Submission
from judge.store.rows import check_schema, translated, typed_row
from judge.store.rows import format_time as format_time
from judge.store.rows import parse_time as parse_time
from judge.store.schema import (
    MIGRATIONS,
    migrate,
    newer_error,
    pragma,
    user_version,
)
from judge.store.sources import insert_source, read_solution
from judge.store.status import DATABASE_NAME as DATABASE_NAME

T = TypeVar("T")
TABLES = {"submissions": ("id", *_SUBMISSION_COLUMNS), "stress_runs": ("id", *_STRESS_COLUMNS)}
BUSY_TIMEOUT_S = 10.0


def database_path(home: Path) -> Path:
    """`progress.db` in `home`, the judge's folder (Settings.home)."""
    return home / DATABASE_NAME


def content_hash(path: Path) -> str:
    """SHA-256 of a file's bytes ("" if unreadable: judging reports that file error itself)."""
    return read_solution(path)[0]


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
        read_only: bool = False,
    ) -> ProgressStore:
        """Open (creating it and its folders if needed), check, and bring the schema up to date.

        Nothing is written to a file that fails a check: its version, integrity and tables are read
        first. `read_only` opens an existing file for reading only (a read-only home, history and
        progress): checked the same way, never converted or migrated.
        """
        if read_only:
            return cls._open_read_only(path, timeout_s, len(migrations))
        if path.is_dir():
            raise ProgressStoreError(f"{path}: is a folder, not a progress database")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise ProgressStoreError(f"{path.parent}: cannot create the folder: {exc.strerror}") from None
        with translated(path, timeout_s):
            connection = sqlite3.connect(path, timeout=timeout_s, isolation_level=None)
        store = cls(path, connection, timeout_s)
        give_up = time.monotonic() + timeout_s
        try:
            with translated(path, timeout_s):
                while True:
                    try:
                        store._check(len(migrations))
                        store._use_wal()
                        migrate(connection, migrations, path)
                        break
                    except sqlite3.OperationalError as exc:
                        # Two judges creating the file at once: SQLite reports "locked" without
                        # waiting while the other switches it to WAL; try again until the timeout.
                        if "locked" not in str(exc).lower() or time.monotonic() >= give_up:
                            raise
                        time.sleep(0.05)
        except BaseException:
            connection.close()
            raise
        return store

    @classmethod
    def _open_read_only(cls, path: Path, timeout_s: float, known: int) -> ProgressStore:
        uri = path.resolve().as_uri()
        with translated(path, timeout_s):
            connection = sqlite3.connect(f"{uri}?mode=ro", timeout=timeout_s, uri=True)
            try:
                user_version(connection)
            except sqlite3.OperationalError as exc:  # a WAL file in a folder it cannot write beside
                if not any(text in str(exc).lower() for text in ("unable to open", "readonly")):
                    connection.close()
                    raise
                connection.close()
                connection = sqlite3.connect(f"{uri}?mode=ro&immutable=1", timeout=timeout_s, uri=True)
        store = cls(path, connection, timeout_s)
        try:
            with translated(path, timeout_s):
                store._check(known)
                if user_version(connection) != known:
                    raise ProgressStoreError(
                        f"{path}: written by an older judge; run `judge submit` "
                        f"once with a writable home to bring it up to date"
                    )
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
        with translated(self.path, self._timeout_s):
            return user_version(self._connection)

    def _check(self, known: int) -> None:
        """The file's version, integrity and tables, read in one transaction: one snapshot of it. Read
        one by one, a judge creating the file meanwhile (its tables and version are one commit) could
        be seen half: version 0 read before that commit, its tables after, and a sound new database
        refused as "not a judge progress database" (4 in 30 races of 6 new writers)."""
        self._connection.execute("BEGIN")
        try:
            self._check_snapshot(known)
        finally:
            if self._connection.in_transaction:
                self._connection.execute("ROLLBACK")  # it only read

    def _check_snapshot(self, known: int) -> None:
        version = user_version(self._connection)  # fails on a file that is not a database at all
        if version > known:
            raise newer_error(self.path, version, known)
        rows = pragma(self._connection, "quick_check(1)")
        if not rows or rows[0][0] != "ok":
            found = rows[0][0] if rows else "no answer"
            raise ProgressStoreError(
                f"{self.path}: the database is corrupt ({found}); "
                f"it was left untouched: move it aside to start a new one"
            )
        check_schema(self._connection, self.path, version, known, TABLES)

    def _use_wal(self) -> None:
        mode = pragma(self._connection, "journal_mode")[0][0]
        if mode.lower() != "wal":
            self._connection.execute("PRAGMA journal_mode=WAL")

    # -- writing: one row per finished run, each in its own transaction ----------------------------
    def record_submission(self, submission: Submission, source: str | None = None) -> int:
        """The row, and with it the file's `source` text unless a row already holds that text."""
        also = insert_source(submission.content_hash, source) if source is not None else None
        return self._insert("submissions", _SUBMISSION_COLUMNS, submission, "submitted_at", also)

    def record_stress(self, run: StressRun) -> int:
        return self._insert("stress_runs", _STRESS_COLUMNS, run, "run_at")

    def _insert(
        self,
        table: str,
        columns: tuple[str, ...],
        row: object,
        time_column: str,
        also: tuple[str, tuple] | None = None,
    ) -> int:
        values = tuple(format_time(getattr(row, c)) if c == time_column else getattr(row, c) for c in columns)
        marks = ", ".join("?" for _ in columns)
        statement = f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})"

        def work(connection: sqlite3.Connection) -> int:
            if also is not None:  # in the same transaction: both rows or neither
                connection.execute(*also)
            return int(connection.execute(statement, values).lastrowid or 0)

        return self._write(work)

    def query(self, statement: str, parameters: Sequence[object] = ()) -> list[tuple]:
        with translated(self.path, self._timeout_s):
            return self._connection.execute(statement, parameters).fetchall()

    def merge(self, tables: dict[str, tuple[tuple[str, ...], list[tuple]]]) -> dict[str, int]:
        """Add the rows (per table: its column names, rows of values) that are not there yet (equal
        in every given column to a stored row or to one added before), all in one transaction: a
        row SQLite refuses leaves the file as it was. Returns how many rows each table gained."""

        def work(connection: sqlite3.Connection) -> dict[str, int]:
            added: dict[str, int] = {}
            for table, (columns, rows) in tables.items():
                names = ", ".join(columns)
                seen = set(connection.execute(f"SELECT {names} FROM {table}").fetchall())
                marks = ", ".join("?" for _ in columns)
                fresh = [row for row in rows if row not in seen and not seen.add(row)]  # type: ignore[func-returns-value]
                connection.executemany(f"INSERT INTO {table} ({names}) VALUES ({marks})", fresh)
                added[table] = len(fresh)
            return added

        return self._write(work)

    def _write(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """`work` in its own write transaction. BEGIN IMMEDIATE waits for the write lock (the busy
        timeout); a "locked" that SQLite reports without waiting (another process switching the
        journal mode, a stale WAL snapshot) is retried until the same timeout has passed."""
        give_up = time.monotonic() + self._timeout_s
        with translated(self.path, self._timeout_s):
            while True:
                try:
                    self._connection.execute("BEGIN IMMEDIATE")
                    try:
                        result = work(self._connection)
                        self._connection.execute("COMMIT")
                    except BaseException:
                        if self._connection.in_transaction:
                            self._connection.execute("ROLLBACK")
                        raise
                    return result
                except sqlite3.OperationalError as exc:
                    locked = "locked" in str(exc).lower() or "busy" in str(exc).lower()
                    if not locked or time.monotonic() >= give_up:
                        raise
                    time.sleep(0.05)

    # -- everything: every table and column, whatever later migrations add -------------------------
    def columns(self) -> dict[str, tuple[tuple[str, str, bool], ...]]:
        """Each table's columns as (name, declared type, required: NOT NULL without a default)."""
        with translated(self.path, self._timeout_s):
            names = self._connection.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
                " ORDER BY name"
            ).fetchall()
            return {
                name: tuple(
                    (row[1], str(row[2]).upper(), bool(row[3]) and row[4] is None)
                    for row in pragma(self._connection, f"table_info({name})")
                )
                for (name,) in names
            }

    def rows(self, table: str, columns: Sequence[str]) -> list[tuple]:
        """Every row of `table` (a name from `columns()`), in insertion order."""
        with translated(self.path, self._timeout_s):
            query = f"SELECT {', '.join(columns)} FROM {table} ORDER BY rowid"
            return self._connection.execute(query).fetchall()

    # -- reading -----------------------------------------------------------------------------------
    def submissions(self, problem: str | None = None, limit: int | None = None) -> list[Submission]:
        """Newest first (ties in time broken by insertion order)."""
        rows = self._select("submissions", _SUBMISSION_COLUMNS, "submitted_at", problem, limit)
        return [typed_row(Submission, _SUBMISSION_COLUMNS, row, self.path, "submissions") for row in rows]

    def stress_runs(self, problem: str | None = None, limit: int | None = None) -> list[StressRun]:
        """Newest first."""
        rows = self._select("stress_runs", _STRESS_COLUMNS, "run_at", problem, limit)
        return [typed_row(StressRun, _STRESS_COLUMNS, row, self.path, "stress_runs") for row in rows]

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
        with translated(self.path, self._timeout_s):
            return self._connection.execute(query, parameters).fetchall()


# -- conveniences for the commands -----------------------------------------------------------------
def open_store(home: Path) -> ProgressStore:
    """The store in `home` (Settings.home)."""
    return ProgressStore.open(database_path(home))


def read_all(path: Path) -> tuple[list[Submission], list[StressRun]]:
    """Every submission and stress run, newest first; none (and no file created) if no file."""
    if not path.exists():
        return [], []
    # Read-only where the judge may not write (a read-only home); else opened as usual, which brings
    # a file written by an older judge up to date first.
    writable = os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)
    with ProgressStore.open(path, read_only=not writable) as store:
        return store.submissions(), store.stress_runs()


def record_stress(
    problem: str,
    solution: Path,
    cases_run: int,
    result: str,
    seed: int | str,
    detail: str,
    home: Path,
    at: datetime,
) -> int:
    """Record one finished `judge stress` run at `at` (call it only once the run's outcome is final)."""
    run = StressRun(
        problem=problem,
        solution=str(solution.resolve()),
        content_hash=content_hash(solution),
        result=result,
        cases_run=cases_run,
        seed=str(seed),
        detail=detail,
        judge_version=__version__,
        run_at=at,
    )
    with open_store(home) as store:
        return store.record_stress(run)
