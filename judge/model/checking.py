"""The checkers a spec may name (`checker: float`), in one registry read by the spec loader, which
refuses any other name at load with its file and line, and by grading.checkers, which binds each
name to its implementation (and fails to import if one is missing)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CheckerKind:
    """A checker a spec may name, and what it needs."""

    name: str
    summary: str
    takes_tolerance: bool = False  # `checker: {name: float, tolerance: 1e-9}`
    needs_file: bool = False  # solutions/<slug>/checker.py


CHECKERS = {
    kind.name: kind
    for kind in (
        CheckerKind("exact", "the returned value equals the expected one, type included"),
        CheckerKind("float", "floats equal within a tolerance, absolute or relative", takes_tolerance=True),
        CheckerKind("custom", "the problem's own check(args, expected, got)", needs_file=True),
    )
}
DEFAULT_TOLERANCE = 1e-6


def known_checkers() -> str:
    """The names, as an error lists them: `exact, float or custom`."""
    names = list(CHECKERS)
    return ", ".join(names[:-1]) + " or " + names[-1]
