"""Checkers: pure functions that compare a returned value with the expected one, by name.

The value must have the declared type (a bool is not an int) before it is compared, after the
conversions LeetCode's serializer makes (`model.values.leetcode_conversion`: an int where a bool is
declared is judged by truthiness, and the case's message says so); `strict` turns those off.
A custom checker is `check(args, expected, got)` in `solutions/<slug>/checker.py`, returning a bool or
(bool, message); if it raises, the case is IE (the problem's fault), never WA.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from judge.bank.spec import Problem
from judge.model.checking import CHECKERS
from judge.model.errors import ProblemFaultError
from judge.model.values import ValueType, leetcode_conversion, shown, type_mismatch
from judge.model.words import counted
from judge.sandbox.support import support


@dataclass(frozen=True)
class Check:
    """A checker's word on one answer."""

    ok: bool
    message: str = ""
    internal_error: bool = False  # the checker itself failed


PASSED = Check(True)  # the common answer, made once (a Check is frozen: shared safely)


Checker = Callable[[dict, Any, Any], Check]


def as_leetcode(returns: ValueType, got: Any, strict: bool) -> tuple[Any, str]:
    """`got` as LeetCode's serializer would send it, and a note when that changed it."""
    converted = None if strict else leetcode_conversion(returns, got)
    return converted if converted is not None else (got, "")


def _noted(note: str, message: str) -> str:
    return f"{note}; {message}" if note and message else note or message


def exact(returns: ValueType, strict: bool = False) -> Checker:
    def check(args: dict, expected: Any, got: Any) -> Check:
        got, note = as_leetcode(returns, got, strict)
        mismatch = type_mismatch(returns, got)
        if mismatch:
            return Check(False, mismatch)
        if got == expected:
            return Check(True, note) if note else PASSED
        return Check(False, _noted(note, _first_difference(expected, got)))

    return check


def tolerant(returns: ValueType, tolerance: float, strict: bool = False) -> Checker:
    """Floats equal within `tolerance`, absolute or relative, at any depth of lists."""

    def close(expected: Any, got: Any) -> bool:
        if isinstance(expected, list):
            return len(expected) == len(got) and all(map(close, expected, got))
        if isinstance(expected, float) or isinstance(got, float):
            return math.isclose(got, expected, rel_tol=tolerance, abs_tol=tolerance)
        return expected == got

    def check(args: dict, expected: Any, got: Any) -> Check:
        got, note = as_leetcode(returns, got, strict)
        mismatch = type_mismatch(returns, got)
        if mismatch:
            return Check(False, mismatch)
        if close(expected, got):
            return Check(True, note) if note else PASSED
        return Check(False, _noted(note, f"not within {tolerance:g}: " + _first_difference(expected, got)))

    return check


def custom(path: Path, returns: ValueType, strict: bool = False) -> Checker:
    """The problem's checker.py, run in a child of its own (sandbox/support.py): one that raises,
    loops, exits or crashes makes the case IE; it cannot hang or end the judge."""
    process = support(path, "checker", ("check",))
    process.start()  # a checker that does not load is an IE before any case runs

    def check(args: dict, expected: Any, got: Any) -> Check:
        got, note = as_leetcode(returns, got, strict)
        mismatch = type_mismatch(returns, got)
        if mismatch:
            return Check(False, mismatch)
        try:
            ok, message = process.call("check", args, expected, got)
        except ProblemFaultError as exc:  # the problem's checker is broken, not the solution
            return Check(False, f"the checker crashed: {exc.message}", internal_error=True)
        except (TypeError, ValueError):
            return Check(False, "the checker crashed: it gave no (ok, message)", internal_error=True)
        return Check(bool(ok), _noted(note, str(message) or ("" if ok else "rejected by the checker")))

    return check


# How each checker of model.checking's registry is made: (the problem, its returned type, strict).
_MAKERS: dict[str, Callable[[Problem, ValueType, bool], Checker]] = {
    "exact": lambda problem, returns, strict: exact(returns, strict),
    "float": lambda problem, returns, strict: tolerant(returns, problem.checker.tolerance, strict),
    "custom": lambda problem, returns, strict: custom(problem.custom_checker, returns, strict),
}
if set(_MAKERS) != set(CHECKERS):  # a name the spec loader accepts must have its implementation
    raise ImportError(f"checkers registered {sorted(CHECKERS)}, implemented {sorted(_MAKERS)}")


def checker_for(problem: Problem, strict: bool = False) -> Checker:
    """The problem's checker; `strict`: no LeetCode conversions (the bank's own solutions, --strict-types)."""
    return _MAKERS[problem.checker.name](problem, problem.signature.returns, strict)


def _first_difference(expected: Any, got: Any) -> str:
    if isinstance(expected, list) and isinstance(got, list):
        if len(expected) != len(got):
            return f"expected {counted(len(expected), 'item')}, got {len(got)}"
        for index, (a, b) in enumerate(zip(expected, got)):
            if a != b:
                return f"first difference at index {index}: expected {shown(a)}, got {shown(b)}"
    return f"expected {shown(expected)}, got {shown(got)}"
