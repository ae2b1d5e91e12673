"""The limit that would pass, from a verification's margins, and the spec edit that sets it.

A limit passes when the slowest accepted approach runs at least MARGIN times under it and the
fastest slow_* is still running at MARGIN times it, in reference-machine ms (margins.py). From one
problem's row of the margins table the window is [accepted * MARGIN, slow / MARGIN]. When the
slow_*'s time is known, the limit proposed is the one nearest today's that keeps HEADROOM inside the
window (an author's limit moves no further than its margins ask; its geometric middle if the window
is too narrow for that); else HEADROOM above its lower end (a slow_* ended by the CPU watch is at
least that slow: the next verify proves it at the new limit). The edit rewrites
the spec's text in place, its comments kept: `time_ms`, and `kernel_ratio` (the reference's
distance from the kernel, measured where the limit is set) beside it.
"""

from __future__ import annotations

import difflib
import math
import re
from dataclasses import dataclass
from pathlib import Path

from judge.model.units import format_ms
from judge.verify.margins import MARGIN, MarginRow

# Where only the lower end of the window is known, the limit goes this far above it: a run of the
# same machine reads a solution 10-20% apart from the last, and a limit exactly at MARGIN times
# the slowest accepted reading would fail the next run on that alone.
HEADROOM = 1.25


@dataclass(frozen=True)
class Proposal:
    """A limit for one problem that its margins say would pass, or why none would."""

    slug: str
    old_ms: int
    new_ms: int | None  # None: no limit passes (the window is empty)
    reason: str

    def line(self) -> str:
        if self.new_ms is None:
            return f"{self.slug}: no time limit passes: {self.reason}"
        return (
            f"{self.slug}: time_ms {self.old_ms} -> {self.new_ms} would pass ({self.reason}); "
            f"`judge verify --fix-limits {self.slug}` writes it"
        )


def propose(row: MarginRow) -> Proposal | None:
    """The limit row's margins ask for, or None when they hold (or say nothing)."""
    if row.ok or row.limit_ms is None:
        return None
    low = row.accepted.ms * MARGIN if row.accepted is not None else 0.0
    high = row.slow.ms / MARGIN if row.slow is not None else math.inf
    exact_high = row.slow is not None and not row.slow.at_least
    said = []
    if row.accepted is not None:
        said.append(
            f"{row.accepted.file} {format_ms(row.accepted.ms)} needs at least {nice(low, up=True)} ms"
        )
    if row.slow is not None:
        bound = "at most" if exact_high else "at most (proven so far)"
        said.append(f"{row.slow.file} {format_ms(row.slow.ms)} needs {bound} {nice(high, up=False)} ms")
    reason = "; ".join(said)
    if exact_high and low > high:
        return Proposal(row.slug, row.limit_ms, None, reason + ": make a test heavier or the slow_* slower")
    if exact_high and low * HEADROOM <= high / HEADROOM:  # the nearest limit to today's, with room
        new = row.limit_ms
        if new > high / HEADROOM:
            new = nice(high / HEADROOM, up=False)
        elif new < low * HEADROOM:
            new = nice(low * HEADROOM, up=True)
    elif exact_high:
        new = nice(math.sqrt(max(low, 1.0) * high), up=True)  # a narrow window: its middle
    else:  # the slow_* side is known only to the limit it was run to: room above the lower end
        new = nice(max(low * HEADROOM, row.limit_ms if low <= row.limit_ms else 0), up=True)
    return Proposal(row.slug, row.limit_ms, new, reason)


def nice(ms: float, up: bool) -> int:
    """`ms` rounded to two significant digits (3,092 -> 3,100 up, 3,000 down)."""
    if ms <= 0:
        return 1
    step = 10 ** max(0, int(math.log10(ms)) - 1)
    return int((math.ceil if up else math.floor)(ms / step) * step) or step


def edited(text: str, time_ms: int | None, kernel_ratio: tuple[str, str, float] | None) -> str:
    """The spec's text with `limits.time_ms` set and `limits.kernel_ratio` set to (test, language,
    ratio), the rest (comments, order, style) as it was. ValueError if no limits block is found."""
    lines = text.splitlines(keepends=True)
    start = next((i for i, line in enumerate(lines) if re.match(r"limits:", line)), None)
    if start is None:
        raise ValueError("no top-level `limits:`")
    ratio = None if kernel_ratio is None else _ratio_text(*kernel_ratio)
    flow = re.match(r"limits:\s*\{(.*)\}\s*(#.*)?$", lines[start].rstrip("\n"))
    if flow:
        inner = flow.group(1)
        if time_ms is not None:
            inner = re.sub(r"time_ms:\s*\d+", f"time_ms: {time_ms}", inner)
        if ratio is not None:
            inner = re.sub(r",?\s*kernel_ratio:\s*\{[^}]*\}", "", inner) + f", kernel_ratio: {ratio}"
        lines[start] = f"limits: {{{inner}}}\n"
        return "".join(lines)
    end = start + 1
    while end < len(lines) and (not lines[end].strip() or lines[end].startswith((" ", "\t"))):
        end += 1
    block = lines[start + 1 : end]
    at = next((i for i, line in enumerate(block) if re.match(r"\s+time_ms:", line)), None)
    if at is None:
        raise ValueError("no `time_ms:` in `limits:`")
    indent = re.match(r"\s*", block[at]).group(0)  # type: ignore[union-attr]
    if time_ms is not None:
        block[at] = re.sub(r"time_ms:\s*\d+", f"time_ms: {time_ms}", block[at])
    if ratio is not None:
        block = [line for line in block if not re.match(r"\s+kernel_ratio:", line)]
        at = next(i for i, line in enumerate(block) if re.match(r"\s+time_ms:", line))
        block.insert(at + 1, f"{indent}kernel_ratio: {ratio}\n")
    return "".join(lines[: start + 1] + block + lines[end:])


def _ratio_text(test: str, language: str, ratio: float) -> str:
    """Three significant digits, written as YAML reads a number (never `1e+03`, which it reads as a string)."""
    return f"{{test: {test}, {language}: {float(f'{ratio:.3g}'):g}}}"


def diff(path: Path, old: str, new: str) -> str:
    """A unified diff of the spec's edit, as `git diff` shows it."""
    return "".join(
        difflib.unified_diff(
            old.splitlines(keepends=True), new.splitlines(keepends=True), f"a/{path.name}", f"b/{path.name}"
        )
    )
