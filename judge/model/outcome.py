"""What happened when a child ran one case, before any verdict is given."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any


class OutcomeKind(str, Enum):
    """How a case ended in the child (the values are the harness protocol's status words)."""

    OK = "ok"  # returned `value`
    INVALID = "invalid"  # returned something that is not plain data (`value_type`)
    EXCEPTION = "exception"
    EXIT = "exit"  # the solution exited during the case
    MEMORY = "memory"  # out of memory under the limit
    TIMEOUT = "timeout"  # killed at the deadline or past the CPU limit
    OUTPUT = "output"  # the output cap was hit
    CRASH = "crash"  # the process died or sent something unreadable: `message` says what
    CE = "ce"  # the solution could not be loaded (or compiled)

    @property
    def returned(self) -> bool:
        """The call came back with a value (plain data or not), so its time is meaningful."""
        return self in (OutcomeKind.OK, OutcomeKind.INVALID)

    @property
    def ends_child(self) -> bool:
        """After this the child is gone or cannot be trusted."""
        return self in (OutcomeKind.TIMEOUT, OutcomeKind.CRASH)


@dataclass(frozen=True)
class Outcome:
    """One case as the child ran it. For TIMEOUT, `cpu_ms` is the CPU time used when it was
    killed (-1 if unknown)."""

    kind: OutcomeKind
    value: Any = None
    value_type: str = ""
    message: str = ""
    cpu_ms: float = 0.0
    wall_ms: float = 0.0
    peak_kb: int = 0
    output: str = ""  # the tail of what the solution printed during the case
    # the solution's own DP table when `judge explain` asked for one (checked by the runner):
    # {"name", "where": "local" | "self" | "module", "kind": "grid" | "memo", "cells": rows}
    table: dict[str, Any] | None = None
