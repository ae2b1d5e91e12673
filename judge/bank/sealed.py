"""Sealed caches of many items, written and read one item at a time (bank/cache.py seals one payload).

The same seal as cache.py's, a header line then the payload, with the payload as JSON Lines, one
item a line, so that neither writing nor reading ever holds more than one item:

    {"format": 2, "sha256": "<hash of the lines' bytes>", "count": <lines>}   (padded with spaces)
    <item 1 as JSON>
    ...

A pass over the items first hashes and counts the lines, then reads them from the same open file:
nothing of a damaged or edited file is ever used. The header is written last, over a blank one of
its size, so the items can be hashed as they are written.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from judge.bank.cache import MAX_BYTES
from judge.model.errors import JudgeError

FORMAT = 2
HEADER_BYTES = 160  # the header line, padded with spaces (JSON allows them) so it can be written last


@dataclass(frozen=True)
class SealedLines:
    """The items of a sealed file, read afresh (and checked again) on every pass."""

    path: Path
    count: int

    def __iter__(self) -> Iterator[Any]:
        with _checked(self.path, self.count) as stream:
            if stream is None:
                raise JudgeError(f"{self.path}: the cache changed while it was in use; judge again")
            for line in stream:
                yield json.loads(line)

    def __len__(self) -> int:
        return self.count


def open_sealed_lines(
    path: Path, count: int, check: Callable[[int, bytes], bool] | None = None
) -> SealedLines | None:
    """The sealed items at `path` if the file is intact, holds `count` of them, and `check(index,
    line)` accepts every line; else None (missing, damaged, edited: the caller computes them again)."""
    with _checked(path, count, check) as stream:
        return None if stream is None else SealedLines(path, count)


def write_sealed_lines(path: Path, items: Iterable[Any]) -> SealedLines:
    """Write `items` (plain JSON data) to `path` as they come, atomically. Raises OSError if the
    file cannot be written (before any item is taken if it cannot be created); an exception of
    `items` itself passes through, and no file is left."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f"{path.name}.{os.getpid()}.tmp")  # one per process
    try:
        with open(temporary, "wb") as out:
            out.write(b" " * (HEADER_BYTES - 1) + b"\n")
            digest = hashlib.sha256()
            count = 0
            for item in items:
                line = json.dumps(item, separators=(",", ":")).encode() + b"\n"
                digest.update(line)
                out.write(line)
                count += 1
            header = json.dumps({"format": FORMAT, "sha256": digest.hexdigest(), "count": count}).encode()
            out.seek(0)
            out.write(header.ljust(HEADER_BYTES - 1) + b"\n")
        temporary.replace(path)  # a concurrent reader never sees half a file
    finally:
        temporary.unlink(missing_ok=True)
    return SealedLines(path, count)


class _checked:
    """The open file, after its header, once every line is hashed and counted (and checked);
    None if anything is wrong. One open file for both passes: a file replaced meanwhile is not read."""

    def __init__(self, path: Path, count: int, check: Callable[[int, bytes], bool] | None = None) -> None:
        self.path, self.count, self.check = path, count, check
        self.stream: IO[bytes] | None = None

    def __enter__(self) -> IO[bytes] | None:
        try:
            if not self.path.is_file() or self.path.stat().st_size > MAX_BYTES:  # a FIFO would block
                return None
            self.stream = open(self.path, "rb")
            header = json.loads(self.stream.readline())
            if not isinstance(header, dict) or header.get("format") != FORMAT:
                return None
            if header.get("count") != self.count:
                return None
            start = self.stream.tell()
            digest = hashlib.sha256()
            lines = 0
            for line in self.stream:
                digest.update(line)
                if self.check is not None and not self.check(lines, line):
                    return None
                lines += 1
            if lines != self.count or header.get("sha256") != digest.hexdigest():
                return None
            self.stream.seek(start)
            return self.stream
        except (OSError, ValueError, RecursionError):
            return None

    def __exit__(self, *exc: object) -> None:
        if self.stream is not None:
            self.stream.close()
