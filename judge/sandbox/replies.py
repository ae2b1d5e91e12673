"""Reading what a child sends, safely: outcomes for deaths and garbage, numbers and text checked."""

from __future__ import annotations

import math
import signal
import sys
from typing import Any

from judge.model.limits import Limits
from judge.model.outcome import Outcome, OutcomeKind

MESSAGE_CHARS = 8000  # longer messages from the child are cut
HARNESS_FAILED = 70  # the child's exit code when its harness (not the solution) could not go on


def ended_mid_case(status: tuple[str, int] | None) -> Outcome:
    """Why a child closed its result pipe in the middle of a case, from its exit status."""
    if status is None:
        return Outcome(
            OutcomeKind.CRASH,
            message="the child closed the judge's result pipe but kept running (did the solution close it?)",
        )
    how, number = status
    if how == "signal":
        return _killed_by(number)
    if number == HARNESS_FAILED:
        return Outcome(
            OutcomeKind.CRASH,
            message="the judge's harness in the child stopped (did the solution "
            "close or write to the judge's pipes?)",
        )
    return Outcome(
        OutcomeKind.CRASH,
        message=f"the process exited with code {number} in the middle of the "
        f"case (os._exit or a crash in C code); return the answer instead",
    )


def _killed_by(number: int) -> Outcome:
    try:
        name = signal.Signals(number).name
        meaning = signal.strsignal(number) or ""
    except ValueError:
        name, meaning = f"signal {number}", ""
    if number == signal.SIGXFSZ:
        return Outcome(OutcomeKind.OUTPUT, message=f"killed by {name} (output limit)")
    if number == signal.SIGXCPU:
        return Outcome(OutcomeKind.TIMEOUT, message=f"killed by {name} (CPU time limit)")
    if number == signal.SIGKILL:
        return Outcome(
            OutcomeKind.CRASH,
            message="the process was killed by signal SIGKILL, not sent by the judge "
            "(the system may have run out of memory)",
        )
    detail = f" ({meaning})" if meaning and meaning != name else ""
    return Outcome(OutcomeKind.CRASH, message=f"the process was killed by signal {name}{detail}")


def _garbage(what: str) -> Outcome:
    return Outcome(
        OutcomeKind.CRASH,
        message=f"the child sent a line {what} on the judge's result pipe (did the solution write to it?)",
    )


_LARGEST = sys.float_info.max  # NaN and the infinities fail a comparison with it
_EXACT = 1 << 53  # ints a float holds exactly


def _number(value: Any) -> float | None:
    """A finite, non-negative JSON number as a float, else None."""
    if type(value) not in (int, float):
        return None
    try:
        number = float(value)
    except OverflowError:
        return None
    return number if math.isfinite(number) and number >= 0 else None


def _clean(text: str) -> str:
    """Child text made safe to print: no lone surrogates, not too long."""
    text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    return text if len(text) <= MESSAGE_CHARS else text[:MESSAGE_CHARS] + " ..."


def outcome_of(reply: dict[str, Any], sequence: int) -> Outcome:
    """The reply checked field by field; anything unexpected is a crash, never an exception."""
    if reply.get("n") != sequence:
        return _garbage("that is not the reply to this case")
    status = reply.get("status")
    if status == "ok":
        cpu_ms, wall_ms, peak = reply.get("cpu_ms"), reply.get("wall_ms"), reply.get("peak_kb")
        if (  # the common reply, checked at once: what the slower path below would make of it
            type(cpu_ms) is float
            and type(wall_ms) is float
            and type(peak) is int
            and 0.0 <= cpu_ms <= _LARGEST
            and 0.0 <= wall_ms <= _LARGEST
            and 0 <= peak < _EXACT
            and "v" in reply
        ):
            return Outcome(OutcomeKind.OK, value=reply["v"], cpu_ms=cpu_ms, wall_ms=wall_ms, peak_kb=peak)
        cpu_ms, wall_ms = _number(cpu_ms), _number(wall_ms)
        peak_kb = _number(reply.get("peak_kb"))
        if cpu_ms is None or wall_ms is None or peak_kb is None:
            return _garbage("with bad timings")
        if "v" in reply:
            return Outcome(
                OutcomeKind.OK, value=reply["v"], cpu_ms=cpu_ms, wall_ms=wall_ms, peak_kb=int(peak_kb)
            )
        value_type, shown = reply.get("other"), reply.get("repr")
        if isinstance(value_type, str) and isinstance(shown, str):
            return Outcome(
                OutcomeKind.INVALID,
                value_type=_clean(value_type),
                message=_clean(shown),
                cpu_ms=cpu_ms,
                wall_ms=wall_ms,
                peak_kb=int(peak_kb),
            )
        return _garbage("without a value")
    message = reply.get("message")
    if status in ("exception", "exit", "memory", "output") and isinstance(message, str):
        return Outcome(OutcomeKind(status), message=_clean(message))
    return _garbage("with an unknown status")


TABLE_WHERE = ("local", "self", "module")
TABLE_KINDS = ("grid", "memo")


def _table_cell(value: Any, depth: int = 0) -> bool:
    kind = type(value)
    if value is None or kind is bool:
        return True
    if kind is int:
        return -(10**18) < value < 10**18
    if kind is float:
        return math.isfinite(value)
    if kind is str:
        return len(value) <= 40
    return kind is list and depth == 0 and len(value) <= 4 and all(_table_cell(v, 1) for v in value)


def read_table(found: Any, shape: tuple[int, int]) -> dict[str, Any] | None:
    """The table a child sent for `judge explain`, if it is exactly what was asked for: a name, where
    it was found, and `shape` rows of small plain cells. Anything else is None, never an exception."""
    rows, cols = shape
    if type(found) is not dict or set(found) != {"name", "where", "kind", "cells"}:
        return None
    name, cells = found["name"], found["cells"]
    if type(name) is not str or not name.isidentifier() or len(name) > 60:
        return None
    if found["where"] not in TABLE_WHERE or found["kind"] not in TABLE_KINDS:
        return None
    if type(cells) is not list or len(cells) != rows:
        return None
    for row in cells:
        if type(row) is not list or len(row) != cols or not all(_table_cell(v) for v in row):
            return None
    return {"name": name, "where": found["where"], "kind": found["kind"], "cells": cells}


def load_failure(
    hello: dict[str, Any] | Outcome, cpu_start: float | None, limits: Limits, output: str
) -> Outcome | None:
    """The CE of a child whose second word (after "loading") was not "ready", or None if it was.
    `hello` is that word or why none came; `cpu_start`, when loading began by the child's clock."""
    if isinstance(hello, Outcome):
        if hello.kind is OutcomeKind.TIMEOUT:
            return Outcome(
                OutcomeKind.CE,
                output=output,
                message=(
                    f"loading the solution did not finish within {limits.deadline_s:g} s "
                    f"(its module-level code runs under the time limit of {limits.spec_ms} ms{limits.here})"
                ),
            )
        return Outcome(
            OutcomeKind.CE, message=f"the solution could not be loaded: {hello.message}", output=output
        )
    over = _load_over_time(hello, cpu_start, limits)
    if over:  # module-level code is held to the time limit in CPU time too, as a case is
        return Outcome(OutcomeKind.CE, message=over, output=output)
    if hello.get("status") != "ready":
        message = hello.get("message") if hello.get("status") == "ce" else None
        if not isinstance(message, str):
            message = _garbage("while loading").message
        return Outcome(OutcomeKind.CE, message=_clean(message), output=output)
    return None


def _load_over_time(ready: dict[str, Any], cpu_start: float | None, limits: Limits) -> str | None:
    """Why a child that loaded the solution used too much CPU doing so (None if it did not, or if
    its driver does not say when loading began: the Python harness does)."""
    cpu_end = _number(ready.get("cpu_end"))
    if ready.get("status") != "ready" or cpu_start is None or cpu_end is None:
        return None
    used_ms = 1000 * (cpu_end - cpu_start)
    if used_ms <= limits.time_ms:
        return None
    return (
        f"loading the solution took {used_ms:.0f} ms of CPU time, over the time limit of "
        f"{limits.spec_ms} ms{limits.here} (its module-level code runs under the limit)"
    )
