"""What each file of `solutions/<slug>/` is, read from its name: the layout's one rule.

A known solution's name says the verdict it must get: `reference`, `brute` or `brute_*` (an
independent exhaustive search that must agree with the reference), `accepted_*` (AC), `wrong_*`
(WA on a test that is not an official example), `slow_*` (TLE). A name that says no verdict is the
problem's own support code (checker, generator, strategy, line of play, table, shared game rules)
and is never judged.
"""

from __future__ import annotations

from enum import Enum
from pathlib import Path


class Role(Enum):
    REFERENCE = "reference"
    BRUTE = "brute"
    ACCEPTED = "accepted"
    WRONG = "wrong"
    SLOW = "slow"
    SUPPORT = "support"

    @property
    def judged(self) -> bool:
        return self is not Role.SUPPORT


_PREFIXED = (Role.BRUTE, Role.ACCEPTED, Role.WRONG, Role.SLOW)


def role_of(stem: str) -> Role:
    """The role of the file `stem`.py (or any extension) in a problem's solutions folder."""
    if stem == Role.REFERENCE.value:
        return Role.REFERENCE
    for role in _PREFIXED:
        if stem == role.value or stem.startswith(role.value + "_"):
            return role
    return Role.SUPPORT


VERDICT_ROLES = (Role.ACCEPTED, Role.WRONG, Role.SLOW)  # the roles a file of another language may have


def solution_files(folder: Path) -> dict[str, Path]:
    """The solutions folder's files: each .py by its stem, and a file of another language by its
    whole name when its name says a verdict (`accepted_pattern.cpp`: verify judges it in the
    language its extension names, so the bank proves more than its Python)."""
    if not folder.is_dir():
        return {}
    found = {}
    for path in sorted(folder.iterdir()):
        if path.suffix == ".py":
            found[path.stem] = path
        elif path.is_file() and role_of(path.stem) in VERDICT_ROLES:
            found[path.name] = path
    return found
