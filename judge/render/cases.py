"""The submit report's table of cases: one row a case shown, only the columns that say something."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.model.units import format_kb, format_ms
from judge.model.verdict import Verdict
from judge.render.layout import print_grid

if TYPE_CHECKING:
    from rich.console import Console

    from judge.model.results import CaseResult, SubmissionResult

COLORS = {Verdict.AC: "green", Verdict.WA: "red", Verdict.IE: "magenta", Verdict.CE: "yellow"}


MEMORY_SHOWN_KB = 100  # less than this above the child's start is noise, not the case's memory


def print_case_table(result: SubmissionResult, console: Console) -> None:
    """One row a case shown, with only the columns that say something: a figure only where it
    means one (no time for a crash, no ratio for a TLE or a case of another language)."""
    rows: list[list[tuple[str, str]]] = []
    for case in _visible_cases(result.cases):
        if isinstance(case, str):
            rows.append([(case, "dim"), ("", ""), ("", ""), ("", ""), ("", ""), ("", "")])
            continue
        verdict = case.verdict
        timed = verdict in (Verdict.AC, Verdict.WA, Verdict.TLE)
        time = format_ms(case.time_ms) if timed else ""
        if verdict is Verdict.TLE:
            time = ">" + time  # killed at the limit: the time it would have taken is unknown
        ratio = case.ratio if result.comparable and verdict in (Verdict.AC, Verdict.WA) else None
        memory = case.memory_kb if verdict is not None and case.memory_kb >= MEMORY_SHOWN_KB else 0
        mark = " borderline" if case.borderline else ""
        rows.append(
            [
                (case.name, ""),
                (str(case.kind), "dim"),
                ((verdict.value if verdict else "skipped") + mark, _verdict_style(verdict)),
                (time, ""),
                (_ratio_text(ratio), ""),
                (format_kb(memory) if memory else "", ""),
            ]
        )
    headers = [("case", "left"), ("kind", "left"), ("verdict", "left"), ("time", "right"),
               ("vs ref", "right"), ("memory", "right")]  # fmt: skip
    used = [0, 1, 2, 3] + [i for i in (4, 5) if any(row[i][0] for row in rows)]
    print_grid(
        console,
        "",
        [headers[i] for i in used],
        [[row[i] for i in used] for row in rows],
        [("cut", 0), ("drop", 1)],
    )


def _verdict_style(verdict: Verdict | None) -> str:
    return "dim" if verdict is None else COLORS.get(verdict, "red")


def _ratio_text(ratio: float | None) -> str:
    if ratio is None:
        return ""
    return "<0.1x" if ratio < 0.1 else f"{ratio:.1f}x"


def _visible_cases(cases: tuple[CaseResult, ...], keep: int = 40) -> list[CaseResult | str]:
    """The cases that ran (all when few; else failures, borderline ones, the three slowest and the
    first and last few)."""
    ran = [c for c in cases if c.verdict is not None]
    passed = [i for i, case in enumerate(ran) if not case.failed]  # failures are shown anyway
    slowest = set(sorted(passed, key=lambda i: ran[i].time_ms)[-3:])  # never folded away
    rows: list[CaseResult | str] = []
    hidden = 0
    for index, case in enumerate(ran):
        shown = len(ran) <= keep or index < 10 or index >= len(ran) - 5 or index in slowest
        if shown or case.failed or case.borderline:
            if hidden:
                rows.append(f"... {hidden} more accepted ...")
                hidden = 0
            rows.append(case)
        else:
            hidden += 1
    if hidden:
        rows.append(f"... {hidden} more accepted ...")
    return rows
