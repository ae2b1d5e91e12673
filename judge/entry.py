"""The `judge` command: a Python solution's child starts first (grading/early.py), then the CLI."""

from __future__ import annotations

import sys


def main() -> None:
    from judge.grading.early import prestart_solution, submitted_file

    found = submitted_file(sys.argv[1:])
    early = prestart_solution(*found) if found is not None else None
    from judge.cli import main as cli

    # the file read for the early start is the one judged: submit takes it if the parse agrees
    cli(prog_name="judge", obj={"early": early})
