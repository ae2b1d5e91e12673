"""The languages a solution may be written in, found by file extension (or named with --lang).

Each language lives in a module of its own, imported only when a file of it is judged.
"""

from __future__ import annotations

import importlib
import subprocess
from pathlib import Path

from judge.model.errors import SolutionFileError
from judge.sandbox.languages.base import (
    CompileFailedError,
    Language,
    Program,
    ToolchainMissingError,
)

__all__ = [
    "CompileFailedError",
    "Language",
    "Program",
    "ToolchainMissingError",
    "by_name",
    "for_file",
    "known_extension",
    "NAMES",
]

# name: (module, class, extensions)
_REGISTRY: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "python": ("judge.sandbox.languages.python", "Python", (".py",)),
    "cpp": ("judge.sandbox.languages.cpp", "Cpp", (".cpp", ".cc", ".cxx")),
    "java": ("judge.sandbox.languages.java", "Java", (".java",)),
    "go": ("judge.sandbox.languages.go", "Go", (".go",)),
    "javascript": ("judge.sandbox.languages.javascript", "JavaScript", (".js", ".mjs", ".cjs")),
}
NAMES = tuple(_REGISTRY)
ALIASES = {
    "py": "python",
    "python3": "python",
    "c++": "cpp",
    "js": "javascript",
    "node": "javascript",
    "golang": "go",
}  # `judge new --lang js` as its help has always said


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


def by_name(name: str) -> Language:
    name = ALIASES.get(name.lower(), name.lower())
    try:
        module_name, class_name, _ = _REGISTRY[name]
    except KeyError:
        known = ", ".join(_REGISTRY)
        raise SolutionFileError(f"--lang {name}: unknown language (known: {known})") from None
    language: Language = getattr(importlib.import_module(module_name), class_name)()
    return language


def known_extension(suffix: str) -> bool:
    return any(suffix.lower() in extensions for _, _, extensions in _REGISTRY.values())


def for_file(path: Path, override: str | None = None) -> Language:
    """The language of `path`: `override` if given, else the one its extension names."""
    if override:
        return by_name(override)
    suffix = path.suffix.lower()
    for name, (_, _, extensions) in _REGISTRY.items():
        if suffix in extensions:
            return by_name(name)
    return by_name("python")  # a file with another extension is tried as Python, as before
