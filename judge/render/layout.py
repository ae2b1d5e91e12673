"""Layout for any terminal width: lines that fit (never wrapped by the terminal mid-word), and on a
pipe plain lines (no padding, no wrapping: a value stays on one line; a grid's cells tab-separated).

`width(console)` is the terminal's width, or None on a pipe. `print_grid` prints aligned columns,
cutting long ones (with "…") and dropping the least needed, in a given order, only as far as a
terminal needs; `print_wrapped` reflows text under a hanging indent.
"""

from __future__ import annotations

import os
import sys
import textwrap
from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rich.console import Console

from judge.render.text import escape, printable  # control characters as escapes; escape: markup too

Cell = tuple[str, str]  # (plain text, rich style or "")
Step = tuple[str, int] | tuple[str, int, int]  # ("cut" | "drop", column[, the cut's floor])
MIN_CUT = 10  # a column cut to fit keeps at least this many characters
GAP = 2


def width(console: Console) -> int | None:
    return console.width if console.is_terminal else None


def cut(text: str, room: int) -> str:
    return text if len(text) <= room else text[: max(0, room - 1)] + "…"


def fit_columns(
    headers: Sequence[str],
    rows: Sequence[Sequence[str]],
    room: int | None,
    steps: Sequence[Step] = (),
) -> tuple[list[int], list[int]]:
    """(the columns kept, their widths) so that a line fits in `room`. `steps` are taken in order
    only while a line is too long: ("cut", i) cuts column i (down to MIN_CUT characters, or to
    `floor` with ("cut", i, floor)), ("drop", i) leaves it out. None: as they are (a pipe)."""
    kept = list(range(len(headers)))
    widths = {i: max([len(headers[i])] + [len(row[i]) for row in rows]) for i in kept}

    def excess() -> int:
        return sum(widths[i] for i in kept) + GAP * (len(kept) - 1) - (room or 0)

    for action, column, *floor in steps:
        if room is None or excess() <= 0:
            break
        if column not in kept:
            continue
        if action == "drop":
            kept.remove(column)
        else:
            lowest = min(widths[column], max(floor[0] if floor else MIN_CUT, len(headers[column])))
            widths[column] -= min(excess(), widths[column] - lowest)
    if room is not None:  # room a later drop freed goes back to the cut columns, the one cut
        natural = {i: max([len(headers[i])] + [len(row[i]) for row in rows]) for i in kept}
        for _, column, *_ in reversed(steps):  # last (the most needed of them) first
            if column in kept and excess() < 0:
                widths[column] = min(natural[column], widths[column] - excess())
    return kept, [widths[i] for i in kept]


def print_grid(
    console: Console | None,
    title: str,
    headers: Sequence[tuple[str, str]],
    rows: Sequence[Sequence[Cell]],
    steps: Sequence[Step] = (),
    spill: float | None = None,
) -> None:
    """`headers`: (name, "left" | "right"); cells styled whole, aligned on their plain widths.
    On a pipe (no console, or one that is no terminal): the cells of a row separated by tabs,
    neither padded nor styled.

    With `spill` (a share of the terminal's width), the first column is at most that wide, and a
    longer first cell (a long slug) gets a line of its own, whole, the rest of its row below it.
    """
    names = [name for name, _ in headers]
    texts = [[text for text, _ in row] for row in rows]
    room = None if console is None else width(console)
    if room is None:  # a pipe: tab-separated, unpadded and unstyled, for cut, awk and grep
        out = sys.stdout if console is None else console.file
        lines = [title] if title else []
        lines += ["\t".join(cell.replace("\t", " ") for cell in cells) for cells in [names, *texts]]
        out.write("".join(printable(line).rstrip() + "\n" for line in lines))
        return
    cap = None
    if spill is not None and room is not None:
        cap = max(len(names[0]), int(room * spill))
        texts = [[row[0][:cap], *row[1:]] for row in texts]
    kept, widths = fit_columns(names, texts, room, steps)

    def line(cells: Sequence[Cell]) -> list[Cell]:
        parts: list[Cell] = []
        for i, column_width in zip(kept, widths):
            text, style = cells[i]
            text = cut(text, column_width)
            gap = (" " * (column_width - len(text)), "")  # unstyled: trailing spaces strip
            if parts:
                parts.append((" " * GAP, ""))
            parts.extend([gap, (text, style)] if headers[i][1] == "right" else [(text, style), gap])
        return parts

    drawn: list[Any] = []  # a terminal's lines, printed in one call: one print a line cost ~1 ms each
    emit = _plain_line if console is None else partial(_styled_line, drawn)
    if title:
        emit([(title, "bold")])
    emit(line([(name, "") for name in names]), "dim")
    for row in rows:
        if cap is not None and len(row[0][0]) > cap and 0 in kept:
            emit([row[0]])
            row = [("", ""), *row[1:]]
        emit(line(row))
    if console is not None and drawn:
        from rich.text import Text

        console.print(Text("\n").join(drawn), soft_wrap=True)


def plain_output() -> bool:
    """Whether rich would print plain text here (standard output not a terminal, and no
    FORCE_COLOR or TTY_COMPATIBLE to say otherwise): then a grid needs no rich at all."""
    if os.environ.get("FORCE_COLOR") is not None or os.environ.get("TTY_COMPATIBLE"):
        return False
    try:
        return not sys.stdout.isatty()
    except ValueError:  # closed
        return True


def _styled_line(drawn: list[Any], parts: Sequence[Cell], style: str = "") -> None:
    """The line as rich Text (no markup to parse: a cell's text is taken as it is, made printable)."""
    from rich.text import Text

    line = Text.assemble(*((printable(text), s) for text, s in parts), style=style)
    line.rstrip()
    drawn.append(line)


def _plain_line(parts: Sequence[Cell], style: str = "") -> None:
    sys.stdout.write(printable("".join(text for text, _ in parts)).rstrip() + "\n")


def wrap(text: str, room: int | None, first: str = "", indent: str | None = None) -> list[str]:
    """`text` under a hanging indent: `first` before its first line, `indent` (as wide as `first`
    by default) before the others. Each of its lines is wrapped on its own to `room`; None: not
    wrapped (a pipe)."""
    indent = " " * len(first) if indent is None else indent
    lines = text.split("\n") or [""]
    out = []
    for index, line in enumerate(lines):
        lead = first if index == 0 else indent
        if room is None or len(lead) + len(line) <= room:
            out.append((lead + line).rstrip())
            continue
        out.extend(
            textwrap.wrap(
                line,
                width=max(room, len(lead) + 20),
                initial_indent=lead,
                subsequent_indent=indent,
                break_on_hyphens=False,
                drop_whitespace=True,
            )
            or [lead.rstrip()]
        )
    return out


def print_wrapped(
    console: Console, text: str, first: str = "", indent: str | None = None, style: str = ""
) -> None:
    for line in wrap(text, width(console), first, indent):
        console.print(escape(line), style=style or None, soft_wrap=True)


def reflow(text: str) -> str:
    """Paragraphs (separated by blank lines) with their line breaks taken out: YAML block text
    broken at ~100 columns, to be wrapped again at the terminal's width."""
    paragraphs = [" ".join(part.split()) for part in text.strip().split("\n\n")]
    return "\n\n".join(p for p in paragraphs if p)
