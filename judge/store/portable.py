"""The whole record as one JSON file, and merging such a file into a record: moving machines.

The export holds every row of every table with every column, whatever later migrations add (the
stored code of each submission, once recorded, travels too). Importing merges: a row equal in all
its columns but the id to one already recorded is skipped, so importing twice, or importing a
copy of your own record, adds nothing. The file is checked whole before anything is written, and
the rows go in one transaction: a bad file is reported in one line naming it and changes nothing.

Format: {"format": "judge-progress", "format_version": 1, "schema_version": N, "judge_version",
"exported_at", "tables": {TABLE: [{COLUMN: value, ...}, ...]}} with rows in insertion order.
"""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any, TextIO

from judge import __version__
from judge.model.errors import InputError
from judge.store.progress import ProgressStore, format_time, parse_time
from judge.store.schema import SCHEMA_VERSION

FORMAT = "judge-progress"
FORMAT_VERSION = 1
KEY = "id"  # each table's own numbering: never compared, never imported


def export(database: Path, stream: TextIO, at: datetime) -> int:
    """Write the record as it is `at` (empty if there is no file, which is then not created); returns rows."""
    tables: dict[str, list[dict[str, Any]]] = {}
    if database.exists():
        with ProgressStore.open(database) as store:
            for table, described in store.columns().items():
                columns = [name for name, _, _ in described]
                tables[table] = [dict(zip(columns, row)) for row in store.rows(table, columns)]
    document = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "schema_version": SCHEMA_VERSION,
        "judge_version": __version__,
        "exported_at": format_time(at),
        "tables": tables,
    }
    json.dump(document, stream, indent=1, ensure_ascii=False)
    stream.write("\n")
    return sum(len(rows) for rows in tables.values())


def import_file(path: Path, database: Path) -> dict[str, int]:
    """Merge the export at `path` into the record; returns rows added per table."""
    document = _read(path)
    with ProgressStore.open(database) as store:
        known = store.columns()
        merged = {table: _rows(path, table, rows, known) for table, rows in document["tables"].items()}
        return store.merge(merged)


def _read(path: Path) -> dict[str, Any]:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) else "not UTF-8 text"
        raise InputError(f"{path}: cannot read: {reason}") from None
    try:
        document = json.loads(text)
    except ValueError as exc:
        raise InputError(f"{path}: not valid JSON: {exc}") from None
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise InputError(f'{path}: not a `judge progress --export json` file (no "format": "{FORMAT}")')
    version = document.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise InputError(f'{path}: "schema_version" is missing or not a number')
    if version > SCHEMA_VERSION:
        raise InputError(
            f"{path}: exported by a newer judge (schema version {version}, this "
            f"judge knows up to {SCHEMA_VERSION}); upgrade judge to import it"
        )
    if not isinstance(document.get("tables"), dict):
        raise InputError(f'{path}: "tables" is missing or not an object')
    return document


TYPES = {"INTEGER": (int,), "REAL": (int, float), "TEXT": (str,)}


def _rows(
    path: Path, table: str, rows: Any, known: dict[str, tuple[tuple[str, str, bool], ...]]
) -> tuple[tuple[str, ...], list[tuple]]:
    """A table's rows as (columns, value tuples) without the id, checked against the record."""
    if table not in known:
        raise InputError(f"{path}: unknown table {table!r} (this record has {', '.join(known)})")
    if not isinstance(rows, list):
        raise InputError(f"{path}: table {table!r} is not a list of rows")
    described = [c for c in known[table] if c[0] != KEY]
    columns = tuple(name for name, _, _ in described)
    names = {name for name, _, _ in known[table]}
    result = []
    for number, row in enumerate(rows, 1):
        where = f"{path}: {table} row {number}"
        if not isinstance(row, dict):
            raise InputError(f"{where}: not an object")
        unknown = sorted(set(row) - names)
        if unknown:
            raise InputError(f"{where}: unknown column {unknown[0]!r}")
        values: list[object] = []
        for column, declared, required in described:
            value = row.get(column)
            if value is None:
                if required:
                    raise InputError(f"{where}: {column} is missing")
                values.append(None)
                continue
            allowed = TYPES.get(declared, (str, int, float))
            if isinstance(value, bool) or not isinstance(value, allowed):
                raise InputError(f"{where}: {column} is not {declared.lower() or 'a value'}")
            if column.endswith("_at"):
                try:
                    value = format_time(parse_time(str(value)))
                except ValueError:
                    raise InputError(f"{where}: {column} {value!r} is not a time") from None
            values.append(value)
        result.append(tuple(values))
    return columns, result
