"""What both of explain's modules (tables.py, play.py) ask of a problem's explaining files: the
functions each must define, whether an input is valid and small enough to draw."""

from __future__ import annotations

from typing import Any

from judge.bank.spec import Problem
from judge.grading.validation import input_problems
from judge.model.errors import InputError, ProblemFaultError
from judge.sandbox.support import SupportProcess

# The functions each of a problem's explaining files must define (one child per file and needs:
# stress asks play.py for the same, so both share its child).
TABLE_NEEDS, PLAY_NEEDS, GAME_NEEDS = ("explain",), ("line_of_play",), ("make",)


def check_input(problem: Problem, args: dict[str, Any]) -> None:
    problems = input_problems(problem, [args])[0]  # the signature's rules and the problem's validator
    if problems:
        raise InputError(f"--input: {problems[0]}")


def limit_of(process: SupportProcess, default: dict[str, int]) -> dict[str, int]:
    """The LIMIT a problem's file sets ({parameter: largest size}), or `default`."""
    limit = process.call("constant", "LIMIT", default)
    if not isinstance(limit, dict):
        raise ProblemFaultError(f"{process.path}: LIMIT must be a dict of sizes, got {type(limit).__name__}")
    return limit


def too_large(limit: dict[str, int], args: dict[str, Any]) -> str:
    """Why args cannot be drawn (empty if they can): the first parameter over its limit."""
    for name, largest in limit.items():
        value = args.get(name)
        size = len(value) if isinstance(value, list | str) else value
        if isinstance(size, int) and size > largest:
            what = "entries" if isinstance(value, list | str) else "as its value"
            return (
                f"{name} has {size} {what}; the largest that fits on screen is {largest} "
                "(try a smaller input)"
            )
    return ""
