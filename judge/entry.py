"""The `judge` command: a Python solution's child starts first (grading/early.py), then the CLI."""

from __future__ import annotations

import sys


def main() -> None:
    from judge.grading.early import prestart_solution, submitted_file

    found = submitted_file(sys.argv[1:])
    if found is not None:
        prestart_solution(*found)
    from judge.cli import main as cli

    cli(prog_name="judge")
