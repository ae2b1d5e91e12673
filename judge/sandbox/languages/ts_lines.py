"""tsc's JavaScript laid out on the TypeScript file's lines, so a runtime error's line is the user's.

tsc drops type-only lines (an `interface`, a `type`) and adds a "use strict" line, so the JavaScript's
line numbers drift from the file's; the vm in the driver reports the JavaScript's (Node 20 maps no
source map for a vm.Script). From tsc's source map this moves each JavaScript line down to the line
of the TypeScript it came from, by inserting blank lines before it (never joining or reordering
lines, so the program is unchanged: a line inside a multi-line string or template starts no mapping
and is never moved).
"""

from __future__ import annotations

import json

_DIGITS = {c: i for i, c in enumerate("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")}
STRICT = '"use strict";'


def _fields(segment: str) -> list[int]:
    """A source-map segment's base64 VLQ numbers."""
    values, value, shift = [], 0, 0
    for char in segment:
        digit = _DIGITS[char]
        value += (digit & 31) << shift
        if digit & 32:
            shift += 5
            continue
        values.append(-(value >> 1) if value & 1 else value >> 1)
        value, shift = 0, 0
    return values


def source_lines(source_map: str) -> list[tuple[int, int] | None]:
    """For each generated line, its first mapped token: (its column there, the 0-based source line
    it came from); None where no token's mapping starts on the line."""
    mappings = json.loads(source_map)["mappings"]
    found: list[tuple[int, int] | None] = []
    source_line = 0  # relative across the whole file
    for line in mappings.split(";"):
        first = None
        column = 0  # relative within the line
        for segment in filter(None, line.split(",")):
            fields = _fields(segment)
            column += fields[0]
            if len(fields) >= 4:
                source_line += fields[2]
                if first is None:
                    first = (column, source_line)
        found.append(first)
    return found


def on_source_lines(javascript: str, source_map: str) -> str:
    """`javascript` laid out so each line that begins with a token stands on that token's source
    line: blank lines are inserted before it, or it joins the line above when tsc split one source
    line in two (`if (x) return y;`). A line that begins inside a string or template (its first
    mapped token is not its first character) stays where it is. Needs tsc's --removeComments: no
    line then ends in a // comment that a join would extend."""
    lines = javascript.split("\n")
    origins = source_lines(source_map)
    strict = bool(lines) and lines[0] == STRICT
    if strict:  # set apart, then put before the first line's code
        lines, origins = lines[1:], origins[1:]
    out: list[str] = []
    for index, line in enumerate(lines):
        origin = origins[index] if index < len(origins) else None
        if origin is None or origin[0] != len(line) - len(line.lstrip()):
            out.append(line)  # no token starts it: a blank line, or one inside a string
        elif origin[1] >= len(out):
            out += [""] * (origin[1] - len(out))
            out.append(line)
        elif out:  # its source line is behind: it joins the line above
            out[-1] = out[-1] + " " + line.lstrip()
        else:
            out.append(line)
    if strict:
        out[:1] = [f"{STRICT} {out[0]}".rstrip() if out else STRICT]
    return "\n".join(out)
