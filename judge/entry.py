"""The `judge` command: a Python solution's child starts first (grading/early.py), then the CLI."""

from __future__ import annotations

import sys
from typing import NoReturn


def main(argv: list[str] | None = None) -> None:
    """The command line `argv` (default: this process's); ends by SystemExit with the exit code, as
    click's standalone mode does. Tests call it in their own process with an argv of their own."""
    from judge.grading.early import prestart_solution, submitted_file

    words = sys.argv[1:] if argv is None else argv
    found = submitted_file(words)
    early = prestart_solution(*found) if found is not None else None
    from judge.cli import main as cli

    try:
        # the file read for the early start is the one judged: submit takes it if the parse agrees
        cli(args=words, prog_name="judge", obj={"early": early})
    except SystemExit as done:
        if found is None or argv is not None:  # the quick exit is for the command's own process
            raise
        _leave(done.code)


def _leave(code: object) -> NoReturn:
    """End a submit as the interpreter would, less its teardown (freeing some 230 modules one by
    one: ~20 ms, a tenth of a 1,000-case submit): the exit handlers run (a prestarted child nobody
    took is ended there) and the streams are flushed (status 120 if that fails, as Python says),
    then the process ends. Its children are ended already: judging closes them as it finishes."""
    import atexit
    import os

    if code is None:
        status = 0
    elif isinstance(code, int):
        status = code
    else:  # sys.exit("message"): said on stderr, status 1
        print(code, file=sys.stderr)
        status = 1
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            status = 120
    os._exit(status)
