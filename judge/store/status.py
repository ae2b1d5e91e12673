"""Each problem's status in the record, read cheaply for `judge list`: one grouped query, no
schema check, no migration, nothing written to the file.

Kept apart from progress.py so that `judge list` loads only sqlite3 (and that only when a record
exists): bench/startup.py measures it, `judge list` with a record of 1,000 submissions costs a few
milliseconds more than without one. The meaning is stats.py's: solved once any submission was
accepted, attempted once any was made, new otherwise (stress runs do not count).
"""

from __future__ import annotations

import os
from pathlib import Path

from judge.model.errors import ProgressStoreError

DATABASE_NAME = "progress.db"
SOLVED, ATTEMPTED, NEW = "solved", "attempted", "new"
STATUSES = (SOLVED, ATTEMPTED, NEW)
QUERY = "SELECT problem, MAX(verdict = 'AC') FROM submissions GROUP BY problem"


def read_statuses(home: Path) -> dict[str, str] | None:
    """{slug: solved | attempted} of every problem submitted at least once; None when there is no
    record at all (the file is not created). A file it cannot read is a ProgressStoreError naming it."""
    path = home / DATABASE_NAME
    if not path.is_file():
        return None
    import sqlite3  # only here: a list without a record needs no database module

    # Writable: opened as usual, so that closing it checkpoints and removes the WAL's side files;
    # read-only (a read-only home), as progress.py reads such a file.
    writable = os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)
    uri = path.resolve().as_uri() + ("?mode=rw" if writable else "?mode=ro")
    try:
        try:
            rows = _query(sqlite3.connect(uri, uri=True, timeout=2.0))
        except sqlite3.OperationalError:
            if writable:
                raise
            # a WAL file in a folder it cannot write beside: read the file as it stands
            rows = _query(sqlite3.connect(uri + "&immutable=1", uri=True))
    except sqlite3.Error as exc:
        raise ProgressStoreError(f"{path}: cannot read your status ({exc})") from None
    return {str(slug): SOLVED if solved else ATTEMPTED for slug, solved in rows}


def _query(connection) -> list[tuple]:
    try:
        return connection.execute(QUERY).fetchall()
    finally:
        connection.close()
