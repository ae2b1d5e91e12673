"""Failing cases as JSON (every failure of a `--all` run), and the saved cases of `judge regressions`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from judge.render.layout import print_wrapped
from judge.render.submission import case_json, show_value
from judge.render.text import escape

if TYPE_CHECKING:  # rich only where text is drawn: `--json` never imports it
    from rich.console import Console

    from judge.model.results import SubmissionResult
    from judge.store.regressions import SavedCase


def failures_json(result: SubmissionResult) -> list[dict[str, Any]]:
    """Every failing case with its input, expected and got (all of them with --all)."""
    return [case_json(case) for case in result.cases if case.failed]


def print_saved(slug: str, cases: list[SavedCase], console: Console, deleted: bool, path: str) -> None:
    if deleted:
        if not cases:
            console.print(f"{slug}: no saved cases to delete")
        for case in cases:
            console.print(f"deleted {escape(case.name)}: {escape(show_value(case.args, 60))}")
        return
    if not cases:
        print_wrapped(
            console, f"{slug}: no saved cases (judge stress {slug} FILE --save keeps a counterexample)"
        )
        return
    console.print(
        f"[bold]{len(cases)} saved case{'s' if len(cases) != 1 else ''} of {slug}[/bold], "
        f"run by every judge submit"
    )
    for case in cases:
        console.print(f"\n{escape(case.name)}  [dim]saved {escape(case.saved_at)}[/dim]")
        console.print(f"  input:    {escape(show_value(case.args))}")
        console.print(f"  expected: {escape(show_value(case.expected))}")
    console.print()
    print_wrapped(console, f"{path}; judge regressions {slug} --delete NAME forgets one", style="dim")
