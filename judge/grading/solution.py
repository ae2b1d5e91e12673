"""A solution file, checked, given its language and read once: the value every later step takes.

`solution_file` is the one place a file becomes a solution: what it is (a regular file, not too
large, a UTF-8 name), its language (--lang, else its extension), its text (UTF-8, not empty, no NUL
bytes). Compiling, judging and the progress store's row (its digest and kept text) all take the
`SolutionFile` it returns, so a file edited while it is judged is kept as it was read, and nothing
on the way checks, looks up or reads it again (the solution's own child reads it, confined).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from judge.grading.files import MAX_SOLUTION_BYTES, check_file_entry, check_text
from judge.model.errors import SolutionFileError
from judge.sandbox.languages import LanguageEntry, load, of_file

if TYPE_CHECKING:
    from judge.sandbox.languages import Language


@dataclass(frozen=True)
class SolutionFile:
    """A checked solution: its path, the bytes read once, and its language's registry entry."""

    path: Path
    data: bytes
    entry: LanguageEntry

    @property
    def text(self) -> str:
        return self.data.decode("utf-8")  # checked by solution_file: it decodes

    @cached_property
    def digest(self) -> str:
        """The SHA-256 of the bytes judged (the progress store keeps the text under it)."""
        import hashlib  # not at start-up: only a recorded submission needs it

        return hashlib.sha256(self.data).hexdigest()

    @cached_property
    def language(self) -> Language:
        """The language's module, imported when first asked (a compiled one loads its toolchain's
        helpers)."""
        return load(self.entry)

    @property
    def name(self) -> str:
        return self.entry.name

    def __str__(self) -> str:
        return str(self.path)


def solution_file(path: Path, lang: str | None = None) -> SolutionFile:
    """`path` as a solution, or SolutionFileError (one line, exit 2) in this order: the file itself
    (missing, a folder, a FIFO, too large, a name not UTF-8), its language (an unknown extension, or
    one another language's than --lang `lang`), its text (not UTF-8, empty, binary; a file of
    another extension judged as Python must parse)."""
    check_file_entry(path)
    entry = of_file(path, lang)
    try:
        with open(path, "rb") as stream:
            data = stream.read(MAX_SOLUTION_BYTES + 1)
    except OSError as exc:
        raise SolutionFileError(f"{path}: cannot read: {exc.strerror}") from None
    if len(data) > MAX_SOLUTION_BYTES:  # grew since its size was read
        raise SolutionFileError(f"{path}: over the {MAX_SOLUTION_BYTES >> 20} MiB a solution file may have")
    check_text(path, data, entry.name)
    return SolutionFile(path, data, entry)


def as_solution(solution: Path | SolutionFile, lang: str | None = None) -> SolutionFile:
    """A SolutionFile as it is; a path (a bank's own file, a test's) checked and read now."""
    return solution if isinstance(solution, SolutionFile) else solution_file(solution, lang)
