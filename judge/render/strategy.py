"""A strategy's wrong answer as `judge explain` draws its tables: the moves that led to the first
position where the solution's move lost value (each position with its value from the solution's
side), then that position's legal moves and what each leads to, the solution's marked."""

from __future__ import annotations

from typing import Any

from rich.console import Console

from judge.render.explain import _state, print_table
from judge.render.layout import print_wrapped
from judge.render.stress import print_line_of_play
from judge.render.text import escape


def print_strategy_failure(detail: dict[str, Any], console: Console, replay: str = "") -> None:
    line = detail.get("line")
    if isinstance(line, list) and line:
        console.print()
        print_line_of_play(line, console, "The moves so far", _state)
    console.print()
    print_wrapped(console, str(detail.get("position", "")), "position:   ")
    yours = detail.get("yours")
    if isinstance(yours, dict):
        print_wrapped(console, f"{yours.get('label')}: {yours.get('leads_to')}", "your move:  ")
    best = detail.get("best")
    if isinstance(best, list) and best:
        print_wrapped(
            console, "; ".join(f"{b.get('label')}: {b.get('leads_to')}" for b in best), "best moves: "
        )
    table = detail.get("table")
    if isinstance(table, dict) and table.get("cells"):
        console.print()
        print_table(table, console, starred="your move")
    if replay:
        console.print(f"replay: {escape(replay)}")


def print_games(detail: dict[str, Any], console: Console) -> None:
    """`judge run`: each side's game against the optimal opponent, then a lost position if any."""
    for game in detail.get("games") or []:
        console.print()
        title = f"Playing {game.get('side')} against the optimal opponent (best play: {game.get('value')})"
        print_line_of_play(game.get("line") or [], console, title, _state)
    if detail.get("position"):
        print_strategy_failure(detail, console)
