"""The options of `judge submit` (and of the `judge` group before it), written once: click's
decorators are made from this table (cli/common.py, `click_options`), and so is the guess of the
command line that starts a Python solution's child before click is even imported (grading/early.py).

Plain data, importing nothing: the early guess must not pay for click's import.
"""

from __future__ import annotations

from dataclasses import dataclass

# the languages are the registry's, filled in by cli/common.py (this table imports nothing)
LANG_HELP = "The solution's language: {languages} (default: the one the file's extension names)."
STRICT_HELP = (
    "Judge returned values by their exact type: no conversions as LeetCode makes them "
    "(an int where a bool is declared is then WA, not judged by truthiness)."
)


@dataclass(frozen=True)
class Option:
    """One click option: `--name` (its value under `dest`), a flag unless it takes a value."""

    name: str
    dest: str
    help: str
    takes_value: bool = False
    metavar: str | None = None
    default: int | None = None  # a valued option's default (None: none)
    minimum: int | None = None  # an integer option's smallest value (click.IntRange)
    envvar: str | None = None


# The group's options that the early guess must step over (--version and --help end the guess).
GROUP_OPTIONS = (
    Option(
        "--problems",
        "problems_dir",
        "Problems folder to use (default: the shipped bank; env JUDGE_PROBLEMS).",
        takes_value=True,
        metavar="DIR",
        envvar="JUDGE_PROBLEMS",
    ),
)

SUBMIT_ARGUMENTS = ("slug", "file")  # SLUG [FILE]: the early guess needs both given
SUBMIT_OPTIONS = (
    Option("--all", "run_all", "Run every case instead of stopping at the first failure."),
    Option("--json", "as_json", "Print one JSON object."),
    Option("--no-record", "no_record", "Do not record this submission for `judge progress`."),
    Option("--lang", "lang", LANG_HELP, takes_value=True, metavar="LANG"),
    Option("--strict-types", "strict_types", STRICT_HELP),
    Option(
        "--show-failures",
        "show_failures",
        "Show the first N failing cases in full (0: all); with --all there may be many.",
        takes_value=True,
        metavar="N",
        default=1,
        minimum=0,
    ),
)


def valued(options: tuple[Option, ...]) -> set[str]:
    """The names of `options` that take a value (the next word, or after `=`)."""
    return {option.name for option in options if option.takes_value}
