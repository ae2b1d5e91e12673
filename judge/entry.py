"""The `judge` command: a Python solution's child starts first (grading/early.py), then the CLI."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> None:
    """The command line `argv` (default: this process's); ends by SystemExit with the exit code, as
    click's standalone mode does. Tests call it in their own process with an argv of their own."""
    from judge.grading.early import prestart_solution, submitted_file

    words = sys.argv[1:] if argv is None else argv
    found = submitted_file(words)
    early = prestart_solution(*found) if found is not None else None
    from judge.cli import main as cli

    # the file read for the early start is the one judged: submit takes it if the parse agrees
    cli(args=words, prog_name="judge", obj={"early": early})
