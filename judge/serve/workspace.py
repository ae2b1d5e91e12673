"""The one folder whose solution files the page may read and write: the folder `judge serve` was
started in. A file is chosen here from a problem's slug and a language's name, each looked up in a
known list; no string from the browser is ever part of a path as such (Jupyter's CVE-2026-35397 was
a prefix check; here the names are looked up, and the path is checked to resolve inside anyway).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from judge.model.errors import JudgeError
from judge.sandbox.languages.registry import LANGUAGES, LanguageEntry

MAX_TEXT_BYTES = 1 << 20  # what the editor may save: far above any solution, far below harm


class NotHere(JudgeError):
    """A name that is not one of ours: an unknown slug or language, or a path that leaves the folder."""


@dataclass(frozen=True)
class Workspace:
    folder: Path  # resolved
    slugs: frozenset[str]

    def language(self, name: str) -> LanguageEntry:
        found = next((entry for entry in LANGUAGES if entry.name == name), None)
        if found is None:
            raise NotHere(f"unknown language {name!r}")
        return found

    def path(self, slug: str, lang: str) -> Path:
        """SLUG.<ext>, the file `judge new SLUG --lang LANG` writes here."""
        if slug not in self.slugs:
            raise NotHere(f"unknown problem {slug!r}")
        path = (self.folder / f"{slug}{self.language(lang).template_extension}").resolve()
        if not path.is_relative_to(self.folder) or path.parent != self.folder:  # a symlink out
            raise NotHere(f"{slug}: its file resolves outside {self.folder}")
        return path

    def read(self, slug: str, lang: str) -> str | None:
        """The file's text, None if there is none yet."""
        path = self.path(slug, lang)
        if not path.is_file():
            return None
        data = path.read_bytes()[: MAX_TEXT_BYTES + 1]
        return data.decode("utf-8", errors="replace")

    def write(self, slug: str, lang: str, text: str) -> Path:
        """Save the editor's text whole: written beside the file, then renamed over it, so a judging
        or another editor never reads half a save."""
        data = text.encode("utf-8")
        if len(data) > MAX_TEXT_BYTES:
            raise JudgeError(f"{slug}: more than {MAX_TEXT_BYTES} bytes")
        path = self.path(slug, lang)
        partial = path.with_name(f".{path.name}.saving")
        partial.write_bytes(data)
        partial.replace(path)
        return path
