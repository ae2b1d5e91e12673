"""The one list of languages: each one's name, the extensions that name it, the other names --lang
takes for it, and the extension `judge new` gives its template. Nothing else in the judge lists them.

Loading a language's module is left to the package (`by_name`, `for_file`): this table is read by
commands that must stay fast, and a language's module is imported only when a file of it is judged.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from judge.model.errors import SolutionFileError


@dataclass(frozen=True)
class LanguageEntry:
    """One language: its names, extensions and where its Language lives."""

    name: str  # as --lang takes it, and as results and the progress store name the language
    title: str  # as a sentence names it: "the reference in C++"
    module: str  # the module of its Language, imported when it is first needed
    class_name: str
    extensions: tuple[str, ...]  # lower case, with the dot; the first is the template's
    aliases: tuple[str, ...] = ()  # other names --lang takes for it
    compiles: bool = False  # built before it runs (a first build may take seconds: the live line says so)
    # What its runtime reads outside its own home, readable by every child (landlock.base_rules),
    # read here so that confining a child imports no language
    system_paths: tuple[str, ...] = ()
    # Processes and threads its runtime starts per CPU, beyond isolation.PROCESSES (measured on 2
    # CPUs: Python 2 threads, a Go binary 5, Node 8, the JVM 15; a JVM, V8 and Go start more with
    # more CPUs); read here because the process cap is planned beneath every language's module
    threads_per_cpu: int = 0
    wide_int: str = ""  # its 64-bit integer, as `judge show` names it for a problem that returns one

    @property
    def template_extension(self) -> str:
        return self.extensions[0]


_PACKAGE = "judge.sandbox.languages"
LANGUAGES = (
    LanguageEntry("python", "Python", f"{_PACKAGE}.python", "Python", (".py",), ("py", "python3")),
    LanguageEntry(
        "cpp",
        "C++",
        f"{_PACKAGE}.cpp",
        "Cpp",
        (".cpp", ".cc", ".cxx"),
        ("c++",),
        compiles=True,
        wide_int="long long",
    ),
    LanguageEntry(
        "java",
        "Java",
        f"{_PACKAGE}.java",
        "Java",
        (".java",),
        compiles=True,
        system_paths=("/etc/java-17-openjdk", "/etc/java-21-openjdk"),  # its conf/ links there
        threads_per_cpu=4,
        wide_int="long",
    ),
    LanguageEntry(
        "go",
        "Go",
        f"{_PACKAGE}.go",
        "Go",
        (".go",),
        ("golang",),
        compiles=True,
        threads_per_cpu=4,
        wide_int="int64",
    ),
    # run as a script (vm.Script): an .mjs of `export`s is a CE, one without them is judged
    LanguageEntry(
        "javascript",
        "JavaScript",
        f"{_PACKAGE}.javascript",
        "JavaScript",
        (".js", ".mjs", ".cjs"),
        ("js", "node"),
        threads_per_cpu=2,
    ),
    # compiled to JavaScript by tsc 5.1.6 with LeetCode's flags, then run by the JavaScript driver
    LanguageEntry(
        "typescript",
        "TypeScript",
        f"{_PACKAGE}.typescript",
        "TypeScript",
        (".ts",),
        ("ts",),
        compiles=True,
        threads_per_cpu=2,
    ),
    # rustc 1.79+ with LeetCode's flags; `impl Solution` as LeetCode's template, `struct Solution` supplied
    LanguageEntry(
        "rust", "Rust", f"{_PACKAGE}.rust", "Rust", (".rs",), ("rs",), compiles=True, wide_int="i64"
    ),
)
NAMES = tuple(entry.name for entry in LANGUAGES)
# `judge new` without --lang, `judge serve`'s and a result's default: the language of the judge's own
# runtime, in which every problem's reference and support code is written
DEFAULT = LANGUAGES[0].name
_BY_NAME = {name: entry for entry in LANGUAGES for name in (entry.name, *entry.aliases)}
_BY_EXTENSION = {extension: entry for entry in LANGUAGES for extension in entry.extensions}
assert len(_BY_NAME) == sum(1 + len(entry.aliases) for entry in LANGUAGES), "a name taken twice"
assert len(_BY_EXTENSION) == sum(len(entry.extensions) for entry in LANGUAGES), "an extension taken twice"


def extensions_shown() -> str:
    """Every known extension, as an error message lists them: `.py, .cpp, ...`."""
    return ", ".join(_BY_EXTENSION)


def names_shown(default: bool = False) -> str:
    """Every language's name, as help lists them: `python, cpp, ... or typescript` (`default`: the
    default one marked so)."""
    shown = [f"{name} (default)" if default and name == DEFAULT else name for name in NAMES]
    return ", ".join(shown[:-1]) + f" or {shown[-1]}"


def named(name: str) -> LanguageEntry:
    """The language --lang `name` means (its name or an alias, in any case)."""
    found = _BY_NAME.get(name.lower())
    if found is None:
        raise SolutionFileError(f"--lang {name}: unknown language (known: {', '.join(NAMES)})")
    return found


def title_of(name: str) -> str:
    """How a sentence names the language `name` (the name itself if it is none of ours)."""
    entry = _BY_NAME.get(name)
    return entry.title if entry else name


def of_extension(path: Path) -> LanguageEntry | None:
    """The language `path`'s extension names, None if none does."""
    return _BY_EXTENSION.get(path.suffix.lower())


def of_file(path: Path, lang: str | None = None) -> LanguageEntry:
    """The language of the solution `path`: the one --lang `lang` names if given, else the one its
    extension names. A file of no known extension needs --lang; a file whose extension names another
    language than --lang is refused, since one of the two must be a mistake."""
    by_extension = of_extension(path)
    if lang:
        chosen = named(lang)
        if by_extension is not None and by_extension is not chosen:
            raise SolutionFileError(
                f"{path}: a {path.suffix} file is {by_extension.name}, not {chosen.name} as --lang {lang} says; "
                f"rename the file or drop --lang"
            )
        return chosen
    if by_extension is None:
        what = (
            f"the extension {path.suffix} names no language"
            if path.suffix
            else "no extension names its language"
        )
        raise SolutionFileError(
            f"{path}: {what} (known: {extensions_shown()}); rename the file or name its language with --lang"
        )
    return by_extension
