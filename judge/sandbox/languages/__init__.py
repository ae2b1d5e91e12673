"""The languages a solution may be written in, found by file extension (or named with --lang).

`registry.py` lists them; each language lives in a module of its own, imported only when a file of
it is judged.
"""

from __future__ import annotations

import importlib
import subprocess
from pathlib import Path

from judge.sandbox.languages.base import (
    CompileFailedError,
    Language,
    Program,
    ToolchainMissingError,
)
from judge.sandbox.languages.registry import (
    DEFAULT,
    LANGUAGES,
    NAMES,
    LanguageEntry,
    named,
    of_extension,
    of_file,
)

__all__ = [
    "CompileFailedError",
    "DEFAULT",
    "LANGUAGES",
    "Language",
    "LanguageEntry",
    "NAMES",
    "Program",
    "ToolchainMissingError",
    "by_name",
    "for_file",
    "known_extension",
    "load",
    "of_file",
]


def toolchains() -> list[tuple[str, str, str]]:
    """(language, the toolchain's version or "not found", flags) for each language: `judge --version`."""
    rows = []
    for name in NAMES:
        language = by_name(name)
        version = "not found"
        try:
            done = subprocess.run(
                list(language.version_command), capture_output=True, text=True, timeout=30, check=False
            )
            lines = (done.stdout + done.stderr).strip().splitlines()
            if done.returncode == 0 and lines:
                version = lines[0]
        except (OSError, subprocess.TimeoutExpired):
            pass
        rows.append((name, version, language.flags))
    return rows


def load(entry: LanguageEntry) -> Language:
    language: Language = getattr(importlib.import_module(entry.module), entry.class_name)()
    assert language.name == entry.name, (language.name, entry.name)
    return language


def by_name(name: str) -> Language:
    """The language --lang `name` names (SolutionFileError if none)."""
    return load(named(name))


def known_extension(suffix: str) -> bool:
    return of_extension(Path(f"x{suffix}")) is not None


def for_file(path: Path, override: str | None = None) -> Language:
    """The language of `path`: `override` (--lang) if given, else the one its extension names.
    SolutionFileError for an extension of no language, or one of another language than `override`."""
    return load(of_file(path, override))
