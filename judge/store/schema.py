"""The progress database's schema: its migrations and how they are applied, safely under races."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from pathlib import Path

from judge.model.errors import ProgressStoreError
from judge.store.sources import SOURCES_MIGRATION

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
    SOURCES_MIGRATION,  # the submitted files' text, once per content hash (sources.py)
    ("ALTER TABLE submissions ADD COLUMN language TEXT",),  # NULL for rows recorded before
)
SCHEMA_VERSION = len(MIGRATIONS)


def migrate(connection: sqlite3.Connection, migrations: Sequence[Sequence[str]], path: Path) -> int:
    """Apply the missing migrations in one transaction; returns the resulting schema version.

    `BEGIN IMMEDIATE` takes the write lock before the version is read again, so when two processes
    open a new file together the second waits, sees the schema in place, and does nothing. A failing
    step rolls everything back: the file keeps its old version and data.
    """
    target = len(migrations)
    if user_version(connection) == target:
        return target
    connection.execute("BEGIN IMMEDIATE")
    try:
        version = user_version(connection)
        if version > target:
            raise newer_error(path, version, target)
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


def pragma(connection: sqlite3.Connection, name: str) -> list[tuple]:
    # fetchall, not fetchone: an unfinished statement would hold a read snapshot open while judging
    return connection.execute(f"PRAGMA {name}").fetchall()


def user_version(connection: sqlite3.Connection) -> int:
    return int(pragma(connection, "user_version")[0][0])


def newer_error(path: Path, version: int, known: int) -> ProgressStoreError:
    return ProgressStoreError(
        f"{path}: written by a newer judge (schema version {version}, this judge "
        f"knows up to {known}); upgrade judge to use it, the file was left untouched"
    )
