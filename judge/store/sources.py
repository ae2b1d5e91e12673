"""The text of each recorded submission's file, kept once per content hash in the progress
database (`judge history --show ID`, `--diff ID1 ID2`).

Schema version 3 adds the `sources` table; a database written before it keeps its rows, whose
submissions simply have no text. The text is read when the submission starts, with the hash taken
of the same bytes, so a file edited while it is judged is kept as it was judged.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from pathlib import Path
from typing import Protocol


class Queries(Protocol):
    """What reading a kept text needs of the store (progress.ProgressStore is one): said as a
    protocol so that this module, which the store imports, does not import the store back."""

    def query(self, statement: str, parameters: Sequence[object] = ()) -> list[tuple]: ...


MAX_SOURCE_BYTES = 1024 * 1024  # a larger file is judged but its text is not kept

SOURCES_MIGRATION = (
    """CREATE TABLE sources (
        content_hash TEXT PRIMARY KEY,
        text TEXT NOT NULL
    )""",
)


def read_solution(path: Path) -> tuple[str, str | None]:
    """(SHA-256 of the file's bytes, its text) from one read; ("", None) if unreadable (judging
    reports that itself), the text None if it is not UTF-8 or too large to keep."""
    try:
        data = path.read_bytes()
    except OSError:
        return "", None
    digest = hashlib.sha256(data).hexdigest()
    if len(data) > MAX_SOURCE_BYTES:
        return digest, None
    try:
        return digest, data.decode("utf-8")
    except UnicodeDecodeError:
        return digest, None


def insert_source(digest: str, text: str) -> tuple[str, tuple]:
    """The statement keeping `text` under its hash (nothing if that hash is kept already)."""
    return "INSERT OR IGNORE INTO sources (content_hash, text) VALUES (?, ?)", (digest, text)


def source_of(store: Queries, digest: str) -> str | None:
    rows = store.query("SELECT text FROM sources WHERE content_hash = ?", (digest,))
    return rows[0][0] if rows else None
