"""A head start for `judge submit`: the solution's child is started before anything else loads.

A Python child needs ~25 ms to load its interpreter, harness and LeetCode's prelude, and it does not
need the problem for that (launch.prestart). Started before the command line is even parsed, it loads
while the judge imports click and its own modules and reads the problem. The command line is only
guessed here; the real parse follows, and a child started for a file the guess got wrong is simply
not taken by any spawn (launch matches the command, solution, environment and paths). The guess reads
submit's options from the same table as click's decorators (model/options.py), not a copy of them.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from judge.model.errors import JudgeError
from judge.model.options import GROUP_OPTIONS, SUBMIT_ARGUMENTS, SUBMIT_OPTIONS, valued

if TYPE_CHECKING:
    from judge.grading.solution import SolutionFile

# From the table click's options are made of (model/options.py): an option added there is stepped over here
GLOBAL_VALUED = valued(GROUP_OPTIONS)  # the group's options that take a value
SUBMIT_VALUED = valued(SUBMIT_OPTIONS)  # submit's options that take a value


def submitted_file(argv: list[str]) -> tuple[Path, str | None] | None:
    """(FILE, --lang) of `[--problems DIR] submit SLUG FILE [options]`; None for any other command line."""
    words = _past_group_options(argv)
    if not words or words[0] != "submit":
        return None
    positional: list[str] = []
    lang: str | None = None
    args = iter(words[1:])
    for arg in args:
        if arg == "--":
            positional.extend(args)
        elif arg.startswith("--lang="):
            lang = arg.partition("=")[2]
        elif arg in SUBMIT_VALUED:
            value = next(args, None)
            lang = value if arg == "--lang" else lang
        elif not arg.startswith("-") or arg == "-":
            positional.append(arg)
    return (Path(positional[1]), lang) if len(positional) == len(SUBMIT_ARGUMENTS) else None


def _past_group_options(argv: list[str]) -> list[str] | None:
    """argv from the command's name on; None past an option of the group that takes no value
    (--help, --version) or is unknown."""
    index = 0
    while index < len(argv) and argv[index].startswith("-"):
        name, equals, _ = argv[index].partition("=")
        if name not in GLOBAL_VALUED:
            return None
        index += 1 if equals else 2
    return argv[index:]


def prestart_solution(file: Path, lang: str | None) -> SolutionFile | None:
    """Start `file`'s child now if its language can (Python) and no child was started early yet;
    the solution read for it, or None. Whatever is wrong with the file or the language is left to
    the checks that follow, which report it in their order; a file whose language cannot start
    early is not read here."""
    from judge.grading.solution import solution_file
    from judge.sandbox import launch
    from judge.sandbox.languages import for_file

    if launch.prestarted():  # the entry point's guess, already loading
        return None
    try:
        if for_file(file, lang).early_program(file) is None:  # compiled: nothing to start early
            return None
        solution = solution_file(file, lang)
    except JudgeError:
        return None
    prestart(solution)
    return solution


def early_solution(ctx_obj: dict | None, path: Path, lang: str | None) -> SolutionFile | None:
    """The solution the early start read, if it is the file (and --lang) the real parse found."""
    early = (ctx_obj or {}).get("early")
    if early is None or early.path != path or (lang is not None and early.name != lang):
        return None
    return early


def prestart(solution: SolutionFile) -> None:
    """Start the checked `solution`'s child now if its language can (Python); once per process."""
    from judge.sandbox import launch

    program = solution.language.early_program(solution.path)
    if program is not None:
        launch.prestart(program)
