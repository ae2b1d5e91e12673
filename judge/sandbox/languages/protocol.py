"""The one protocol every language's driver speaks, and the one way its source is filled in.

A driver is the program that runs a solution in the child: Python's harness (sandbox/child.py),
JavaScript's (drivers/driver.js, TypeScript too), and the compiled languages' (cpp_driver*.cpp,
go_driver*.go, drivers/*.java). Each does the same four things, the way its language does them:

1. **Load.** Read the header line (`{"config": ...}`) from the case pipe, load the solution and find
   its entry (`entry_names`: a method of `Solution`, a free function; a strategy problem's class),
   say `{"status": "loading"}`, then `ready` or, when there is no entry or it does not fit, `ce`
   with one message. Each driver does in one place of its own what every case shares: the memory
   limit and the case's peak memory, the output budget per case (RLIMIT_FSIZE), the parameters
   given as trees or linked lists (`tree_params`, `linked_params`), and the returned value as JSON
   bounded in depth (32) and size (`result_bytes`).
2. **Call.** For each case line (`{"n": N, "args": {...}}`) call the entry with the arguments in
   its own parameter types, and write one result line: `ok` with the times, the peak and the value
   (`v`, or `other` naming what is not plain data), or `exception`, `memory`, `output`.
3. **The solution asks the judge** (an interactive problem, sandbox/interaction.py): LeetCode's API
   (374's `guess`, 843's `Master`) writes `NAME JSON-ARGUMENT` on the call pipe and reads one line
   back: an integer, or `x MESSAGE` (the game is lost or over: the process ends at once, the
   message on stderr, with exit status 86, or killed where a thread cannot end it: JavaScript's
   Worker). The pipes are `config.interaction.fds`; an API object (`object_class`) is the last
   argument.
4. **The judge asks the solution** (a strategy problem, sandbox/strategy_child.py): the case's entry
   is a loop over the same pipes: `b` builds the class with the starting position (answered `r`),
   `m JSON-LIST` calls its move method with the view (in C++ and Go a `null`, before the
   opponent's first move, becomes -1, "" or an empty list) and answers `a JSON-MOVE`, and `e JSON`
   ends the case, its value the case's.

The API's support (the pipes, `stop`, `ask`) and the strategy loop are code in each driver's own
files; Python generates only what depends on the signature (the entry's and the API's names and
types), through `fill`, which refuses a template and a filling that disagree.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache
from pathlib import Path

HERE = Path(__file__).resolve().parent
MARK = re.compile(r"@@([A-Z][A-Z0-9_]*)@@")  # a place in a driver's source that Python fills in


class MarkError(ValueError):
    """A driver's template and what fills it disagree: a mark missing or left unfilled (a bug of
    the judge's, said at once rather than building a driver that silently lacks a part)."""


def fill(template: str, marks: Mapping[str, str]) -> str:
    """`template` with each `@@NAME@@` replaced by `marks[NAME]`, in one pass (what is put in is
    never read for marks). MarkError if a mark given is not in the template or one in it is not given."""
    found = set(MARK.findall(template))
    absent, left = sorted(marks.keys() - found), sorted(found - marks.keys())
    if absent or left:
        raise MarkError(
            "the driver's template "
            + "; ".join(
                part
                for part in (
                    f"has no mark {', '.join(absent)}" if absent else "",
                    f"leaves {', '.join(left)} unfilled" if left else "",
                )
                if part
            )
        )
    return MARK.sub(lambda match: marks[match.group(1)], template)


@cache
def driver_source(name: str) -> str:
    """A driver's file of this folder, as text."""
    return (HERE / name).read_text(encoding="utf-8")
