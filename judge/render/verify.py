"""Rendering `judge verify` for people: one line per check per problem, findings under it."""

from __future__ import annotations

from rich.console import Console

from judge.model.words import counted
from judge.render.text import escape
from judge.verify.checks import Severity
from judge.verify.margins import MARGIN, Margin
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
        if report.kept is not None:
            timing = f" [dim](kept: proven {escape(report.kept)})[/dim]"
        self.console.print(
            f"  {mark} {escape(report.check):<16} {escape(report.summary)}{timing}", soft_wrap=True
        )
        for diagnostic in report.diagnostics:
            color = "red" if diagnostic.severity is Severity.ERROR else "yellow"
            self.console.print(
                f"      [{color}]{diagnostic.severity}:[/] {escape(diagnostic.message)}", soft_wrap=True
            )

    def margins(self, result: Verification) -> None:
        """The margins table: per problem its limit, its slowest accepted approach (the reference
        among them) and how far under the limit it runs, and how far over it its fastest slow_* runs."""
        rows = result.margins()
        if not any(row.limit_ms for row in rows):
            return
        self.console.print(
            f"\n[bold]margins[/bold] (reference-machine ms; {MARGIN:g}x or more both ways: the slowest "
            "accepted_* or reference.py under the limit, the fastest slow_* over it)",
            soft_wrap=True,
        )
        width = max(len(row.slug) for row in rows)
        accepted = [
            f"{row.accepted.file} {_ms(row.accepted.ms)} ({row.accepted.test})" if row.accepted else "-"
            for row in rows
        ]
        column = max(len("slowest accepted"), *(len(text) for text in accepted))
        head = f"  {'problem':<{width}}  {'limit':>9}  {'slowest accepted':<{column}}  {'margin':>7}  fastest slow"
        self.console.print(f"[dim]{escape(head)}[/dim]", soft_wrap=True)
        for row, text in zip(rows, accepted):
            limit = f"{row.limit_ms:,} ms" if row.limit_ms else "-"
            self.console.print(
                f"  {escape(row.slug):<{width}}  {limit:>9}  {escape(text):<{column}}  "
                f"{_ratio(row.accepted, 7)}  {_ratio(row.slow, 0)}"
                + (f" {escape(row.slow.file)} ({escape(row.slow.test)})" if row.slow else ""),
                soft_wrap=True,
            )

    def proposals(self, result: Verification) -> None:
        """One line per problem whose margins fail: the limit that would pass, or why none would."""
        from judge.verify.fix_limits import propose

        for row in result.margins():
            proposal = propose(row)
            if proposal is not None:
                self.console.print(f"[yellow]{escape(proposal.line())}[/]", soft_wrap=True)

    def summary(self, result: Verification, seconds: float) -> None:
        problems = {report.problem for report in result.reports}
        failed = sorted({d.problem for d in result.errors})
        warnings = len(result.diagnostics) - len(result.errors)
        head = "[green]verified[/]" if result.ok else "[red]verification failed[/]"
        kept = sum(1 for report in result.reports if report.kept is not None)
        reused = f"; {counted(kept, 'check')} kept from earlier runs: --fresh judges them" if kept else ""
        self.console.print(
            f"\n{head}: {len(problems) - len(failed)}/{len(problems)} problems pass "
            f"({result.profile} profile, {seconds:.1f} s{reused}); {counted(len(result.errors), 'error')}, "
            f"{counted(warnings, 'warning')}" + (f"; failing: {', '.join(failed)}" if failed else ""),
            soft_wrap=True,
        )


def _ms(ms: float) -> str:
    return f"{ms:,.0f} ms" if ms >= 10 else f"{ms:.1f} ms"


def _ratio(margin: Margin | None, width: int) -> str:
    """The margin's ratio right-aligned in `width`, red when under MARGIN."""
    text = f"{margin.shown() if margin else '-':>{width}}"
    return text if margin is None or margin.ok else f"[red]{text}[/]"
