"""Rendering the practice record: `judge progress` and `judge history` for people (rich), for
programs (JSON) and for spreadsheets (CSV). Computes nothing: it shows what progress_stats found.
"""

from __future__ import annotations

import csv
from datetime import date, datetime, timedelta, tzinfo
from pathlib import Path
from typing import Any, TextIO

from rich.console import Console

from judge.model.serial import to_json
from judge.model.units import format_ms
from judge.model.verdict import Verdict
from judge.model.words import counted
from judge.render.layout import Cell, cut, print_grid, width
from judge.render.text import escape
from judge.store.progress import StressRun, Submission, format_time
from judge.store.stats import ATTEMPTED, SOLVED, CalendarDay, Counts, Summary, calendar, local_day

STATUS_STYLE = {SOLVED: "green", ATTEMPTED: "yellow"}
SHADES = ("·", "░", "▒", "▓", "█")  # calendar intensity 0..4
SHADE_STYLE = ("grey35", "green4", "green3", "green1", "bold green1")
CSV_COLUMNS = Submission.JSON_KEYS  # the columns of --format csv: a row's JSON keys


def _time(moment: datetime | None) -> str | None:
    return format_time(moment) if moment else None


# -- JSON ------------------------------------------------------------------------------------------
def progress_json(summary: Summary) -> dict[str, Any]:
    from judge.render.review import review_json

    due_on = {state.slug: state.due_day.isoformat() for state in summary.reviews}
    return {
        "today": summary.today.isoformat(),
        "solved": summary.overall.solved,
        "attempted": summary.overall.attempted,
        "new": summary.overall.new,
        "total": summary.overall.total,
        "submissions": summary.submissions,
        "stress_runs": summary.stress_runs,
        "streak": {
            "current": summary.streaks.current,
            "longest": summary.streaks.longest,
            "today": summary.streaks.active_today,
        },
        "problems": [
            {
                "slug": p.slug,
                "title": p.title,
                "difficulty": p.difficulty or None,
                "tags": list(p.tags),
                "status": p.status,
                "attempts": p.attempts,
                "first_solved_at": _time(p.first_solved_at),
                "best_time_ms": p.best_time_ms,
                "last_verdict": p.last_verdict,
                "last_submitted_at": _time(p.last_submitted_at),
                "stress_runs": p.stress_runs,
                "in_bank": p.in_bank,
                "attempts_before_first_ac": p.attempts_before_first_ac,
                "review_due": due_on.get(p.slug),
            }
            for p in summary.problems
        ],
        "by_difficulty": {name: to_json(c) for name, c in summary.by_difficulty.items()},
        "by_tag": {name: to_json(c) for name, c in summary.by_tag.items()},
        "activity": {day.isoformat(): count for day, count in summary.activity.items()},
        "suggestions": [{"slug": s.slug, "kind": s.kind, "reason": s.reason} for s in summary.suggestions],
        "reviews_due": [review_json(state, summary.today) for state in summary.due],
    }


# -- CSV -------------------------------------------------------------------------------------------
def write_csv(rows: list[Submission], stream: TextIO) -> int:
    """Every submission, oldest first, one line each; returns how many were written."""
    writer = csv.DictWriter(stream, fieldnames=CSV_COLUMNS, lineterminator="\n")
    writer.writeheader()
    ordered = sorted(rows, key=lambda r: (r.submitted_at, r.id or 0))
    for row in ordered:
        writer.writerow(to_json(row))
    return len(ordered)


# -- terminal --------------------------------------------------------------------------------------
# Plain aligned columns rather than rich tables: a table squeezed into a narrow terminal folds slugs;
# these lines keep slugs whole where they can and fit the terminal (layout.print_grid).
def _day(moment: datetime | None, tz: tzinfo | None) -> str:
    return local_day(moment, tz).isoformat() if moment else ""


def _local_time(moment: datetime, tz: tzinfo | None) -> str:
    return moment.astimezone(tz).strftime("%Y-%m-%d %H:%M")


def _verdict(verdict: str | None) -> Cell:
    if not verdict:
        return ("", "")
    return (verdict, "green" if verdict == Verdict.AC.value else "red")


def short_path(path: str, limit: int = 40) -> str:
    """A recorded (absolute) path relative to the current folder or home; past `limit` characters,
    only its last two parts (the file name is what tells submissions apart)."""
    full = Path(path)
    text = path
    for base, prefix in ((Path.cwd(), ""), (Path.home(), "~/")):
        try:
            text = prefix + str(full.relative_to(base))
            break
        except ValueError:
            continue
    if len(text) > limit and len(full.parts) > 2:
        text = "…/" + "/".join(full.parts[-2:])
    return text


def print_progress(
    summary: Summary, console: Console, weeks: int, tz: tzinfo | None = None, full: bool = False
) -> None:
    """The record on one screen: the problems you have tried, totals by difficulty, the calendar,
    what to do next. `full`: every problem, and the totals by tag too."""
    overall, streak = summary.overall, summary.streaks
    console.print(
        f"[bold]Solved {overall.solved} of {overall.total}[/bold]"
        f" ({overall.attempted} attempted, {overall.new} new); {counted(summary.submissions, 'submission')}, "
        f"{counted(summary.stress_runs, 'stress run')}"
    )
    today_note = "" if streak.active_today or not streak.current else " (submit today to keep it)"
    console.print(
        f"Streak: [bold]{streak.current}[/bold] day{'s' if streak.current != 1 else ''}"
        f"{today_note}; longest {streak.longest}\n"
    )

    rows = []
    shown = [p for p in summary.problems if full or p.status != "new" or not p.in_bank]
    for p in shown:
        name = p.slug + ("" if p.in_bank else " (not in the bank)")
        rows.append(
            [
                (name, "" if p.in_bank else "dim"),
                (p.difficulty, ""),
                (p.status, STATUS_STYLE.get(p.status, "dim")),
                (str(p.attempts) if p.attempts else "", ""),
                (_day(p.first_solved_at, tz), ""),
                (format_ms(p.best_time_ms) if p.best_time_ms is not None else "", ""),
                _verdict(p.last_verdict),
            ]
        )
    untried = len(summary.problems) - len(shown)
    title = f"Problems you have tried ({untried} not yet: --all lists them)" if untried else "Problems"
    print_grid(
        console,
        title,
        [
            ("problem", "left"),
            ("difficulty", "left"),
            ("status", "left"),
            ("attempts", "right"),
            ("first solved", "left"),
            ("best", "right"),
            ("last", "left"),
        ],
        rows,
        [("drop", 4), ("drop", 1)],  # first solved, then difficulty; a long slug spills
        spill=0.35,
    )
    console.print()
    _totals(console, "By difficulty", summary.by_difficulty)
    if summary.by_tag and full:
        console.print()
        _totals(console, "By tag", summary.by_tag)

    room = width(console)
    if room is not None:  # two columns a week after a 4-column margin: as many weeks as fit
        weeks = max(1, min(weeks, (room - 4) // 2))
    console.print(f"\n[bold]Activity[/bold], last {weeks} weeks (submissions per day)")
    for line in calendar_lines(summary.activity, summary.today, weeks):
        console.print(line, soft_wrap=True)

    if summary.due:
        names = ", ".join(state.slug for state in summary.due)
        console.print(f"\n[bold]Due for review[/bold] ({len(summary.due)}): {escape(names)}")
    if summary.suggestions:
        console.print("\n[bold]Practise next[/bold]")
        longest = max(len(s.slug) for s in summary.suggestions)
        room = width(console)
        for s in summary.suggestions:
            reason = s.reason if room is None else cut(s.reason, max(10, room - longest - 4))
            console.print(
                f"  {escape(s.slug.ljust(longest))}  [dim]{escape(reason)}[/dim]".rstrip(),
                soft_wrap=True,
            )


def _totals(console: Console, title: str, totals: dict[str, Counts]) -> None:
    rows = [
        [
            (name, ""),
            (str(c.solved), "green" if c.solved else ""),
            (str(c.attempted), ""),
            (str(c.new), ""),
            (str(c.total), ""),
        ]
        for name, c in totals.items()
    ]
    print_grid(
        console,
        title,
        [
            ("", "left"),
            ("solved", "right"),
            ("attempted", "right"),
            ("new", "right"),
            ("total", "right"),
        ],
        rows,
    )


def calendar_lines(activity: dict[date, int], today: date, weeks: int) -> list[str]:
    """A heatmap like LeetCode's: a column per week, a row per weekday, shaded by submissions."""
    columns = calendar(activity, today, weeks)
    lines = ["    " + _month_header(columns, today)]
    for weekday, name in enumerate(("Mon", "", "Wed", "", "Fri", "", "Sun")):
        cells = "".join(_cell(column[weekday]) for column in columns)
        lines.append(f"{name:<4}{cells}".rstrip())
    legend = " ".join(f"[{SHADE_STYLE[i]}]{SHADES[i]}[/]" for i in range(5))
    lines.append(f"    less {legend} more   (1, 2, 3-5, 6+ a day)")
    return lines


def _month_header(columns: list[list[CalendarDay | None]], today: date) -> str:
    """Month names above the week holding the month's first day; the first week gets its month's
    name too when that leaves room for the next one."""
    labels: list[tuple[int, str]] = []
    for index, column in enumerate(columns):
        monday = column[0].day if column[0] else today - timedelta(days=today.weekday())
        week = [monday + timedelta(days=offset) for offset in range(7)]
        first = next((day for day in week if day.day == 1), None)
        if first is not None:
            labels.append((index, first.strftime("%b")))
    start = columns[0][0] if columns else None
    if start is not None and (not labels or labels[0][0] >= 2):
        labels.insert(0, (0, start.day.strftime("%b")))
    text = [" "] * (2 * len(columns) + 3)
    for index, label in labels:
        position = 2 * index
        if all(c == " " for c in text[max(0, position - 1) : position + len(label)]):
            text[position : position + len(label)] = list(label)
    return "".join(text).rstrip()


def _cell(day: CalendarDay | None) -> str:
    if day is None:
        return "  "
    level = day.level
    return f"[{SHADE_STYLE[level]}]{SHADES[level]}[/] "


def print_history(
    rows: list[Submission], console: Console, tz: tzinfo | None = None, hidden: int = 0
) -> None:
    if not rows:
        console.print("No submissions recorded yet.")
        return
    lines = [
        [
            (str(row.id), "dim"),
            (_local_time(row.submitted_at, tz), ""),
            (row.problem, ""),
            _verdict(row.verdict),
            (f"{row.passed}/{row.total}", ""),
            (format_ms(row.time_ms_max), ""),
            (row.language or "", "dim"),
            (short_path(row.solution), ""),
        ]
        for row in rows
    ]
    print_grid(
        console,
        "Submissions, newest first",
        [
            ("#", "right"),
            ("when", "left"),
            ("problem", "left"),
            ("verdict", "left"),
            ("passed", "right"),
            ("max time", "right"),
            ("language", "left"),
            ("solution", "left"),
        ],
        lines,
        [("cut", 7), ("drop", 7), ("cut", 2)],  # the solution's path, then a long slug
    )
    if hidden:
        console.print(f"[dim]... {hidden} older (--limit 0 shows all)[/dim]")


def print_stress_history(
    rows: list[StressRun], console: Console, tz: tzinfo | None = None, hidden: int = 0
) -> None:
    if not rows:
        console.print("No stress runs recorded yet.")
        return
    lines = [
        [
            (str(row.id), "dim"),
            (_local_time(row.run_at, tz), ""),
            (row.problem, ""),
            (row.result, {"passed": "green", "interrupted": "yellow"}.get(row.result, "red")),
            (str(row.cases_run), ""),
            (row.seed, ""),
            (short_path(row.solution), ""),
        ]
        for row in rows
    ]
    print_grid(
        console,
        "Stress runs, newest first",
        [
            ("#", "right"),
            ("when", "left"),
            ("problem", "left"),
            ("result", "left"),
            ("cases", "right"),
            ("seed", "left"),
            ("solution", "left"),
        ],
        lines,
        [("cut", 6), ("drop", 6), ("cut", 5), ("cut", 2)],
    )
    if hidden:
        console.print(f"[dim]... {hidden} older (--limit 0 shows all)[/dim]")
