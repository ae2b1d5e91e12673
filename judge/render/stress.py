"""Rendering `judge stress`: the progress bar, the counterexample with its line of play, and the
JSON.

Knows the result types of judge.stress (for type hints only, so importing this stays light).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from rich.console import Console

from judge.model.serial import to_json
from judge.model.verdict import Verdict
from judge.model.words import counted
from judge.render.layout import print_grid, print_wrapped
from judge.render.submission import show_value, verdict_text
from judge.render.text import escape

if TYPE_CHECKING:
    from judge.stress.search import StressResult


@contextmanager
def progress_bar(console: Console, total: int, enabled: bool = True) -> Iterator[Callable[[int], None]]:
    """A transient bar with cases per second; yields the `on_progress` callback (thread-safe)."""
    if not enabled or not console.is_terminal:
        yield lambda done: None
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    bar = Progress(
        TextColumn("stress"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.fields[rate]}"),
        TimeElapsedColumn(),
        console=console,
        transient=True,
    )
    task = bar.add_task("stress", total=total, rate="")
    started = time.monotonic()

    def on_progress(done: int) -> None:
        elapsed = time.monotonic() - started
        rate = f"{done / elapsed:,.0f} cases/s" if elapsed > 0 else ""
        bar.update(task, completed=done, rate=rate)

    with bar:
        yield on_progress


def stress_json(
    slug: str, solution: str, result: StressResult, turns: list[dict] | None, saved_as: str | None
) -> dict[str, Any]:
    example = result.counterexample
    return {
        "problem": slug,
        "solution": solution,
        "verdict": "FAIL" if example is not None else "OK",
        "cases_run": result.cases_run,
        "seed": result.seed,
        "interrupted": result.interrupted,
        "counterexample": to_json(example),
        "unshrunk_input": result.unshrunk,
        "shrink_runs": result.shrink_runs,
        "line_of_play": turns,
        "saved_as": saved_as,
    }


def print_stress(
    result: StressResult,
    console: Console,
    *,
    count: int,
    turns: list[dict] | None,
    play_note: str,
    saved_as: str | None,
    explain_hint: str = "",
) -> None:
    example = result.counterexample
    if example is None:
        if result.interrupted:
            console.print(
                f"[yellow]interrupted[/] after {counted(result.cases_run, 'case')}: no difference so far "
                f"(seed {result.seed})"
            )
            return
        console.print(
            f"[bold green]OK[/] {result.cases_run} random cases, no difference (seed {result.seed})"
        )
        if result.cases_run < count:
            console.print(
                "[dim]the draws found no new inputs within the size cap: --max-size allows larger ones[/dim]"
            )
        return
    if example.verdict is Verdict.CE:
        console.print(f"[bold yellow]CE[/] {Verdict.CE.description}")
        console.print(escape(example.message))
        return
    how = f"after {counted(result.cases_run, 'case')} (seed {result.seed})"
    if result.interrupted:
        how += ", interrupted while shrinking: the smallest failure so far"
    console.print(f"[bold red]FAIL[/] {verdict_text(example.verdict)} {example.verdict.description} {how}")
    # each value under its label, wrapped at spaces with a hanging indent: never cut mid-word
    print_wrapped(console, show_value(example.args), "  input:    ")
    if example.detail is None:  # a strategy has no answer: its lost position is shown after this
        print_wrapped(console, show_value(example.expected), "  expected: ")
    if example.verdict is Verdict.WA and example.detail is None:
        print_wrapped(console, show_value(example.got), "  got:      ")
    if not result.interrupted and result.unshrunk is not None and result.unshrunk != example.args:
        shrunk = f"{show_value(result.unshrunk, 80)} in {counted(result.shrink_runs, 'run')}"
        print_wrapped(console, shrunk, "  shrunk from: ", style="dim")
    if example.message:
        label = "  message:  "
        console.print(label + escape(example.message).replace("\n", "\n" + " " * len(label)))
    if turns is not None:
        print_line_of_play(turns, console)
    elif play_note:
        console.print(f"[dim]{escape(play_note)}[/dim]")
    if saved_as:
        console.print(
            f"saved as your regression case [bold]{escape(saved_as)}[/]: "
            "`judge submit` of this problem runs it from now on"
        )
    if explain_hint:
        console.print(f"to see why: {escape(explain_hint)}", soft_wrap=True)


def print_line_of_play(
    turns: list[dict],
    console: Console,
    title: str = "Optimal play on this input",
    states: Callable[[dict], str] | None = None,
) -> None:
    """An optimal game, turn by turn: who takes what, with running scores (the reference's line on a
    counterexample; `judge explain` adds each turn's state and its value through `states`)."""
    players: list[str] = []
    for turn in turns:
        for name in turn.get("scores") or {}:
            if name not in players:
                players.append(str(name))
    headers = [("turn", "right"), ("player", "left")]
    headers += [("state = value", "left")] if states is not None else []
    headers += [("move", "left"), *((name, "right") for name in players)]
    rows = []
    for number, turn in enumerate(turns, 1):
        scores = turn.get("scores") or {}
        rows.append(
            [
                (str(number), "dim"),
                (str(turn.get("player", "")), ""),
                *([(states(turn), "")] if states is not None else []),
                (str(turn.get("move", "")), ""),
                *((str(scores.get(name, "")), "") for name in players),
            ]
        )
    print_grid(console, title, headers, rows, [("cut", 3 if states is not None else 2)])
