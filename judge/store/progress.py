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

import hashlib
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from judge import __version__
from judge.model.errors import ProgressStoreError
from judge.store.rows import NOW_VARIABLE as NOW_VARIABLE
from judge.store.rows import STRESS_COLUMNS as _STRESS_COLUMNS
from judge.store.rows import SUBMISSION_COLUMNS as _SUBMISSION_COLUMNS
from judge.store.rows import TIME_FORMAT as TIME_FORMAT
from judge.store.rows import StressRun as StressRun
from judge.store.rows import Submission as Submission
from judge.store.rows import format_time as format_time
from judge.store.rows import parse_time as parse_time
from judge.store.rows import utc_now as utc_now

if TYPE_CHECKING:  # sqlite3 is imported where a database is opened: `submit --no-record` needs none
    import sqlite3

T = TypeVar("T")
DATABASE_NAME = "progress.db"
BUSY_TIMEOUT_S = 10.0

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
    (
        # The solution's and the reference's CPU time on the cases timed against each other in the
        # same run (NULL when none were, and for rows recorded before version 2).
        "ALTER TABLE submissions ADD COLUMN compared_ms REAL",
        "ALTER TABLE submissions ADD COLUMN reference_ms REAL",
    ),
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
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return ""


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
        import sqlite3

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
    def record_submission(self, submission: Submission) -> int:
        return self._insert("submissions", _SUBMISSION_COLUMNS, submission, "submitted_at")

    def record_stress(self, run: StressRun) -> int:
        return self._insert("stress_runs", _STRESS_COLUMNS, run, "run_at")

    def _insert(self, table: str, columns: tuple[str, ...], row: object, time_column: str) -> int:
        values = tuple(
            format_time(getattr(row, c)) if c == time_column else getattr(row, c) for c in columns
        )
        marks = ", ".join("?" for _ in columns)
        statement = f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})"
        return self._write(lambda c: int(c.execute(statement, values).lastrowid or 0))

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
        import sqlite3

        give_up = time.monotonic() + self._timeout_s
        with _translated(self.path, self._timeout_s):
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
        with _translated(self.path, self._timeout_s):
            names = self._connection.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
                " ORDER BY name"
            ).fetchall()
            return {
                name: tuple(
                    (row[1], str(row[2]).upper(), bool(row[3]) and row[4] is None)
                    for row in _pragma(self._connection, f"table_info({name})")
                )
                for (name,) in names
            }

    def rows(self, table: str, columns: Sequence[str]) -> list[tuple]:
        """Every row of `table` (a name from `columns()`), in insertion order."""
        with _translated(self.path, self._timeout_s):
            query = f"SELECT {', '.join(columns)} FROM {table} ORDER BY rowid"
            return self._connection.execute(query).fetchall()

    # -- reading -----------------------------------------------------------------------------------
    def submissions(self, problem: str | None = None, limit: int | None = None) -> list[Submission]:
        """Newest first (ties in time broken by insertion order)."""
        rows = self._select("submissions", _SUBMISSION_COLUMNS, "submitted_at", problem, limit)
        return [Submission(**_named(_SUBMISSION_COLUMNS, row, "submitted_at")) for row in rows]

    def stress_runs(self, problem: str | None = None, limit: int | None = None) -> list[StressRun]:
        """Newest first."""
        rows = self._select("stress_runs", _STRESS_COLUMNS, "run_at", problem, limit)
        return [StressRun(**_named(_STRESS_COLUMNS, row, "run_at")) for row in rows]

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


def _named(columns: tuple[str, ...], row: tuple, time_column: str) -> dict[str, Any]:
    """A row of _select (the id, then `columns`) as fields by name, its time parsed."""
    named = dict(zip(("id", *columns), row, strict=True))
    named[time_column] = parse_time(named[time_column])
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
    import sqlite3

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
