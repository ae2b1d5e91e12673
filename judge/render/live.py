"""The live line of a long submit (or run) on a terminal, and what a Ctrl-C leaves to say.

`live_progress` shows "judging SLUG: 37/258 cases, now random-max-3, 4.2 s" under the cursor while
cases run, redrawn by rich a few times a second (so the elapsed time moves even in a slow case) and
erased when judging ends. Only on a terminal: piped or --json output never carries it.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, TypeVar

from judge.model.verdict import Verdict

if TYPE_CHECKING:  # rich only where a line is drawn: `submit --json` never imports it
    from rich.console import Console
    from rich.text import Text

    from judge.model.results import CaseResult


class Tracker:
    """How far judging got: the cases judged so far, how many in all, the one running now. Drawn
    as the live line (afresh at each refresh, so the elapsed time moves between cases too)."""

    def __init__(self, slug: str) -> None:
        self.slug = slug
        self.started = time.monotonic()
        self.judged: list[CaseResult] = []
        self.total = 0
        self.running = ""
        self.building = ""  # the file being compiled, until it is built
        self.compile_ms: float | None = None  # how long the build took (0: cached)

    def case_started(self, index: int, name: str, total: int) -> None:
        """The case `index` of `total` runs now (index 0 again: judged over from the start)."""
        if index == 0:
            self.judged = []
        self.total, self.running = total, name

    def compiling(self, name: str) -> None:
        self.building, self.started_building = name, time.monotonic()

    def compiled(self, compile_ms: float) -> None:
        self.building, self.compile_ms = "", compile_ms

    def judged_one(self, case: CaseResult) -> None:
        self.judged.append(case)
        self.running = ""

    def __rich__(self) -> Text:
        from rich.text import Text

        elapsed = time.monotonic() - self.started
        if self.building:  # compile time apart from case time: it is the toolchain's, not the solution's
            building = time.monotonic() - self.started_building
            return Text(
                f"judging {self.slug}: compiling {self.building}, {building:.1f} s",
                style="dim",
                no_wrap=True,
                overflow="ellipsis",
            )
        now = f", now {self.running}" if self.running else ""
        done = f"{len(self.judged)}/{self.total} cases{now}" if self.total else "preparing the tests"
        if self.compile_ms:
            done += f" (compiled in {self.compile_ms / 1000:.1f} s)"
        return Text(
            f"judging {self.slug}: {done}, {elapsed:.1f} s", style="dim", no_wrap=True, overflow="ellipsis"
        )


class Stage:
    """What a `judge run` does now ("running the reference"), with the time it has taken so far:
    a large input can keep the reference busy for seconds. Called with each new stage."""

    def __init__(self, slug: str) -> None:
        self.slug, self.text, self.since = slug, "starting", time.monotonic()
        self.redraw: Callable[[], None] = lambda: None  # the live line's, while one is drawn

    def __call__(self, text: str) -> None:
        self.text, self.since = text, time.monotonic()
        self.redraw()  # at once: a short stage would otherwise fall between two refreshes

    def __rich__(self) -> Text:
        from rich.text import Text

        elapsed = time.monotonic() - self.since
        return Text(
            f"{self.slug}: {self.text}... {elapsed:.1f} s", style="dim", no_wrap=True, overflow="ellipsis"
        )


T = TypeVar("T", "Tracker", "Stage")


@contextmanager
def live_progress(console: Console | None, tracker: T, enabled: bool) -> Iterator[T]:
    """The tracker (a Tracker or a Stage), drawn as a live line while it works when `enabled`
    and on a terminal."""
    if not enabled or console is None or not console.is_terminal:
        yield tracker
        return
    from rich.live import Live

    with Live(tracker, console=console, transient=True, refresh_per_second=8) as live:
        if isinstance(tracker, Stage):
            tracker.redraw = live.refresh
        try:
            yield tracker
        finally:
            if isinstance(tracker, Stage):
                tracker.redraw = lambda: None


def print_interrupted(tracker: Tracker, console: Console) -> None:
    """What Ctrl-C stopped: how far judging got, the first failure if any; nothing is recorded."""
    from judge.render.submission import print_failure, verdict_text
    from judge.render.text import escape

    if tracker.building:
        console.print(
            f"[bold]interrupted[/bold] while compiling {escape(tracker.building)}; nothing was recorded"
        )
        return
    judged = tracker.judged
    passed = sum(case.verdict is Verdict.AC for case in judged)
    failed = [case for case in judged if case.failed]
    tally = f"{passed} AC" + (f", {len(failed)} failed" if failed else "")
    console.print(
        f"[bold]interrupted[/bold] after {len(judged)} of {tracker.total} cases ({tally}); "
        f"nothing was recorded",
        soft_wrap=True,
    )
    if failed:
        print_failure(failed[0], console)
    elif judged:
        last = judged[-1]
        console.print(f"last judged: {escape(last.name)} {verdict_text(last.verdict)}")
