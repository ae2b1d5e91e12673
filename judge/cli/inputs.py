"""`judge run --input`: the custom inputs as users give them, each labelled for its messages.

Each `--input` is JSON text, `@FILE` (a file holding it) or `-` (standard input). The JSON is one
input (an object of parameters) or a list of them; a file or standard input may also hold JSON lines,
one input a line.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from judge.model.errors import InputError


def parse_inputs(given: tuple[str, ...]) -> list[tuple[str, Any]]:
    """(label, input) pairs, in order; InputError (one line, exit 2) for unreadable text."""
    found: list[tuple[str, Any]] = []
    stdin_read = False
    for text in given:
        if text == "-":
            if stdin_read:
                raise InputError("--input -: standard input can be read only once")
            stdin_read = True
            label, data = "--input - (standard input)", sys.stdin.read()
        elif text.startswith("@"):
            label, data = f"--input {text}", _read(text[1:])
        else:
            label, data = "--input", text
        values = _decode(label, data, inline=label == "--input")
        if len(values) == 1:
            found.append((label, values[0]))
        else:
            found += [(f"{label} [{index}]", value) for index, value in enumerate(values, 1)]
    if len(found) > 1:  # several: each is named by its place among all of them
        found = [(f"input {n} ({label})", value) for n, (label, value) in enumerate(found, 1)]
    return found


def _read(name: str) -> str:
    path = Path(name).expanduser()
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError(f"--input @{name}: no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) else "not UTF-8 text"
        raise InputError(f"--input @{name}: cannot read: {reason}") from None


def _decode(label: str, data: str, inline: bool) -> list[Any]:
    """The inputs in `data`: one object, a list of them, or (from a file) JSON lines."""
    if not data.strip():
        raise InputError(f"{label} {data!r} is not valid JSON: the text is empty")
    try:
        value = json.loads(data)
    except RecursionError:
        shown = data.strip() if len(data.strip()) <= 80 else data.strip()[:80] + "..."
        raise InputError(f"{label} {shown!r} is nested too deeply") from None
    except ValueError as exc:
        lines = [line for line in data.splitlines() if line.strip()]
        if not inline and len(lines) > 1:
            return [_line(label, number, line) for number, line in enumerate(lines, 1)]
        shown = data.strip() if len(data.strip()) <= 80 else data.strip()[:80] + "..."
        raise InputError(f"{label} {shown!r} is not valid JSON: {exc}") from None
    if isinstance(value, list):
        if not value:
            raise InputError(f"{label}: an empty list of inputs")
        return value
    return [value]


def _line(label: str, number: int, line: str) -> Any:
    try:
        return json.loads(line)
    except RecursionError:
        raise InputError(f"{label} line {number} is nested too deeply") from None
    except ValueError as exc:
        raise InputError(f"{label} line {number} is not valid JSON: {exc}") from None
