"""Text from outside the judge (a solution's output, messages, values, file names) made safe to show.

Control characters — ESC, BEL, CR, backspace, C1 controls — and the Unicode bidi overrides are shown
as escapes (`\\x1b`) and never sent raw, so what a solution prints cannot clear, retitle or rewrite
the user's terminal, and `escape` also keeps it from being read as rich markup.
"""

from __future__ import annotations

import re

_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def printable(text: str) -> str:
    """`text` with every control character but newline and tab written as an escape."""
    return _CONTROL.sub(lambda found: ascii(found.group())[1:-1], text)


def escape(text: str) -> str:
    """printable(text), its rich markup escaped: for any text a solution or user could have chosen."""
    from rich.markup import escape as escape_markup  # rich on first use: `--json` never pays for it

    return escape_markup(printable(text))
