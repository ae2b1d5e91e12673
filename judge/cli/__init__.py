"""The command line: parse, call one core function, render, exit.

`common` holds the group and what the commands share; each module below adds its commands to the
group when it loads, and this package loads them all. The command modules import `common`, never
this package, so no module here imports one that imports it back.
"""

from __future__ import annotations

from judge.cli import calibrate, learn, practice, problems, saved, serve, tools, watch  # noqa: F401  (they register)
from judge.cli.common import main

__all__ = ["main"]
