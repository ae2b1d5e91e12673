"""The checks a solution file passes before any child starts: what it is, its size, its text
(grading/solution.py makes them, in that order, once per file)."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from judge.model.errors import SolutionFileError
from judge.sandbox.languages import DEFAULT, by_name, known_extension, named

MAX_SOLUTION_BYTES = 4 * 1024 * 1024  # a solution file larger than this is refused, not read


def check_text(path: Path, data: bytes, language: str | None) -> None:
    """The checks of a solution's bytes: UTF-8, not empty, not binary. A file of no known extension
    is judged only as --lang says (registry.of_file); judged so, it must look like that language (Language.parse_error)."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SolutionFileError(f"{path}: not UTF-8 text (byte {exc.start})") from None
    if not text.strip():
        raise SolutionFileError(f"{path}: the file is empty")
    if "\0" in text:
        raise SolutionFileError(f"{path}: not a text file (it contains NUL bytes)")
    if not known_extension(path.suffix):  # judged as --lang (or the default) says: it must look like it
        chosen = by_name(language or DEFAULT)
        why = chosen.parse_error(text, path)
        if why is not None:
            entry = named(chosen.name)
            raise SolutionFileError(
                f"{path}: not a {entry.title} file: it does not end in {entry.template_extension} and {why}"
            )


def check_file_entry(path: Path) -> None:
    """What is said of the file without reading it: its name, that it is there, a regular file, not
    too large. Said first, before what its extension means (solution.solution_file)."""
    shown = os.fsencode(path).decode("utf-8", "backslashreplace")
    try:
        os.fsdecode(path).encode("utf-8")
    except UnicodeEncodeError:
        raise SolutionFileError(f"{shown}: the file name is not UTF-8; rename the file") from None
    try:
        info = path.stat()
    except FileNotFoundError:
        raise SolutionFileError(f"{path}: no such file") from None
    except OSError as exc:
        raise SolutionFileError(f"{str(path)[:200]}: cannot read: {exc.strerror}") from None
    if stat.S_ISDIR(info.st_mode):
        raise SolutionFileError(f"{path}: is a folder, not a solution file")
    if not stat.S_ISREG(info.st_mode):
        raise SolutionFileError(f"{path}: not a regular file (a FIFO, device or socket is never a solution)")
    if info.st_size > MAX_SOLUTION_BYTES:
        raise SolutionFileError(
            f"{path}: {info.st_size} bytes is over the {MAX_SOLUTION_BYTES >> 20} MiB "
            f"a solution file may have"
        )
