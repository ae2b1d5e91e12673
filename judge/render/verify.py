"""Rendering `judge verify` for people: one line per check per problem, findings under it."""

from __future__ import annotations

from rich.console import Console

from judge.model.words import counted
from judge.render.text import escape
from judge.verify.checks import Severity
from judge.verify.verifier import CheckReport, Verification

MARKS = {"ok": "[green]✓[/]", "error": "[red]✗[/]", "warning": "[yellow]![/]", "skipped": "[dim]-[/]"}


class VerifyPrinter:
    """Prints each check as it finishes, with the problem's name before its first check."""

    def __init__(self, console: Console) -> None:
        self.console = console
        self.current: str | None = None

    def check(self, report: CheckReport) -> None:
        if report.problem != self.current:
            self.current = report.problem
            self.console.print(f"\n[bold]{escape(report.problem)}[/bold]", soft_wrap=True)
        if report.skipped:
            mark = MARKS["skipped"]
        elif not report.ok:
            mark = MARKS["error"]
        elif report.diagnostics:
            mark = MARKS["warning"]
        else:
            mark = MARKS["ok"]
        timing = f" [dim]({report.seconds:.1f} s)[/dim]" if report.seconds >= 0.1 else ""
        self.console.print(
            f"  {mark} {escape(report.check):<16} {escape(report.summary)}{timing}", soft_wrap=True
        )
        for diagnostic in report.diagnostics:
            color = "red" if diagnostic.severity is Severity.ERROR else "yellow"
            self.console.print(
                f"      [{color}]{diagnostic.severity}:[/] {escape(diagnostic.message)}", soft_wrap=True
            )

    def summary(self, result: Verification, seconds: float) -> None:
        problems = {report.problem for report in result.reports}
        failed = sorted({d.problem for d in result.errors})
        warnings = len(result.diagnostics) - len(result.errors)
        head = "[green]verified[/]" if result.ok else "[red]verification failed[/]"
        self.console.print(
            f"\n{head}: {len(problems) - len(failed)}/{len(problems)} problems pass "
            f"({result.profile} profile, {seconds:.1f} s); {counted(len(result.errors), 'error')}, "
            f"{counted(warnings, 'warning')}" + (f"; failing: {', '.join(failed)}" if failed else ""),
            soft_wrap=True,
        )
