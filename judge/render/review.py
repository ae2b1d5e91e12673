"""Rendering the review schedule: `judge review` for people and programs, and the line that
`judge submit` prints when a submission was a review."""

from __future__ import annotations

from datetime import date
from typing import Any

from rich.console import Console
from rich.markup import escape

from judge.store.progress import format_time
from judge.store.review import ReviewState


def review_json(state: ReviewState, today: date) -> dict[str, Any]:
    return {
        "slug": state.slug,
        "due": state.due_day.isoformat(),
        "due_at": format_time(state.due_at),
        "overdue_days": max(0, (today - state.due_day).days),
        "is_due": state.is_due(today),
        "stability_days": round(state.stability, 4),
        "difficulty": round(state.difficulty, 4),
        "failed_today": state.failed_today,
        "reviews": [
            {"at": format_time(r.at), "rating": r.rating, "due_after": format_time(r.due_after)}
            for r in state.reviews
        ],
    }


def schedule_json(states: list[ReviewState], today: date) -> dict[str, Any]:
    return {
        "today": today.isoformat(),
        "due": [review_json(s, today) for s in states if s.is_due(today)],
        "scheduled": [review_json(s, today) for s in states],
    }


def print_schedule(states: list[ReviewState], today: date, console: Console) -> None:
    due = [s for s in states if s.is_due(today)]
    later = [s for s in states if not s.is_due(today)]
    if not states:
        console.print("Nothing to review yet: a problem is scheduled once you solve it.")
        return
    if due:
        console.print(f"[bold]Due for review today ({today.isoformat()})[/bold]")
        for state in due:
            console.print(f"  {escape(state.slug)}  [dim]{escape(_note(state, today))}[/dim]")
    else:
        console.print(f"Nothing due today ({today.isoformat()}).")
    if later:
        console.print("\n[bold]Coming up[/bold]")
        for state in later[:10]:
            console.print(
                f"  {state.due_day.isoformat()}  {escape(state.slug)}"
                f"  [dim](last rated {state.last.rating})[/dim]"
            )
        if len(later) > 10:
            console.print(f"  [dim]... {len(later) - 10} more (--json lists all)[/dim]")


def _note(state: ReviewState, today: date) -> str:
    overdue = (today - state.due_day).days
    when = "due today" if overdue <= 0 else f"overdue by {overdue} day{'s' if overdue > 1 else ''}"
    failed = f"; {state.failed_today} failed today, an AC today still counts" if state.failed_today else ""
    return f"{when}; last rated {state.last.rating}{failed}"


def review_line(before: ReviewState | None, after: ReviewState | None, today: date) -> str | None:
    """What a submission did to the schedule, or None when it changed nothing."""
    if after is None or (before is not None and len(after.reviews) == len(before.reviews)):
        if before is not None and before.is_due(today) and after is not None and after.failed_today:
            return "review: not passed yet; an AC today rates it hard, none rates it again"
        return None
    rated = after.last.rating
    first = before is None
    what = "first solve" if first else "review"
    return f"{what} recorded as {rated}; next review on {after.due_day.isoformat()} (FSRS)"
