"""The practice record: progress and history."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from judge.cli import LANG_HELP, _bank, _console, _home, _language, _print_json, main  # noqa: F401
from judge.model.errors import JudgeError


# -- practice progress (judge/progress.py is the store, progress_stats.py the arithmetic) ----------------
@main.command("progress")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object (shape below).")
@click.option("--export", type=click.Choice(["csv"]), help="Write every submission as CSV instead.")
@click.option("--output", "-o", type=click.Path(dir_okay=False, path_type=Path),
              help="With --export: the file to write (default: standard output).")
@click.option("--weeks", default=16, show_default=True, type=click.IntRange(1, 53),
              help="Weeks shown in the activity calendar.")
@click.pass_context
def progress_command(ctx: click.Context, as_json: bool, export: str | None, output: Path | None,
                     weeks: int) -> None:
    """Your practice so far: status of every problem, totals, streaks, activity, what to do next.

    \b
    The record is $JUDGE_HOME/progress.db (default: the user data folder).
    Status: solved (an AC), attempted (submissions, no AC), new (none).
    Attempts count every recorded submission; best time is the lowest
    max-case time of an AC. Days are your LOCAL calendar days (the
    machine's time zone; times are stored in UTC). A day with at least one
    recorded submission counts towards the streak; the current streak
    still stands until today ends if you submitted yesterday.
    Suggestions: unsolved first, easiest first (started before new);
    then solved problems, least recently practised first, for review.

    \b
    --json: {"today", "solved", "attempted", "new", "total", "submissions",
      "stress_runs", "streak": {"current", "longest", "today"},
      "problems": [{"slug", "title", "difficulty", "tags", "status",
        "attempts", "first_solved_at", "best_time_ms", "last_verdict",
        "last_submitted_at", "stress_runs", "in_bank"}],
      "by_difficulty"/"by_tag": {NAME: {"solved", "attempted", "new", "total"}},
      "activity": {"YYYY-MM-DD": submissions},
      "suggestions": [{"slug", "kind": "unsolved"|"review", "reason"}]}
    Times are UTC, ISO 8601 ("2024-05-01T18:30:00.000000Z").
    --export csv: one line per submission, oldest first, with the
    columns of `judge history --json`.
    """
    from judge.render import progress as progress_report
    from judge.store import progress
    from judge.store import stats as progress_stats

    if output is not None and export is None:
        raise JudgeError("--output needs --export csv")
    database = progress.database_path()
    submissions, stress_runs = progress.read_all(database)
    if export == "csv":
        if output is None:
            progress_report.write_csv(submissions, sys.stdout)
            return
        try:
            with open(output, "w", encoding="utf-8", newline="") as stream:
                count = progress_report.write_csv(submissions, stream)
        except OSError as exc:
            raise JudgeError(f"{output}: cannot write: {exc.strerror}") from None
        click.echo(f"wrote {count} submissions to {output}", err=True)
        return
    problems = _bank(ctx).load_all()
    summary = progress_stats.summarize(problems, submissions, stress_runs, now=progress.utc_now())
    if as_json:
        _print_json(progress_report.progress_json(summary))
    else:
        console = _console()
        progress_report.print_progress(summary, console, weeks)
        console.print(f"record: {database}", style="dim", markup=False)


@main.command("history")
@click.argument("slug", required=False)
@click.option("--json", "as_json", is_flag=True, help="Print a JSON list (shape below).")
@click.option("--limit", type=click.IntRange(min=0), metavar="N",
              help="Show the newest N (0: all). Default: all with --json, else 30.")
@click.option("--stress", "stress", is_flag=True, help="List `judge stress` runs instead of submissions.")
@click.option("--show", "show_id", type=int, metavar="ID", help="Print the file submitted as #ID.")
@click.option("--diff", "diff_ids", type=int, nargs=2, metavar="ID1 ID2",
              help="Compare the files of two submissions (a unified diff).")
@click.pass_context
def history_command(ctx: click.Context, slug: str | None, as_json: bool, limit: int | None,
                    stress: bool, show_id: int | None, diff_ids: tuple[int, int] | None) -> None:
    """Recorded submissions (of problem SLUG, or all), newest first.

    \b
    --json: [{"id", "problem", "verdict", "passed", "total", "time_ms_max",
      "time_ms_total", "submitted_at" (UTC, ISO 8601), "solution" (absolute
      path), "content_hash" (SHA-256 of the file), "judge_version"}]
    --stress --json: [{"id", "problem", "result", "cases_run", "seed",
      "detail", "run_at", "solution", "content_hash", "judge_version"}]
    --show ID prints the file as it was judged (kept once per content
    hash); --diff ID1 ID2 compares two (--json: {"id", ..., "text"}).
    """
    from judge.render import progress as progress_report
    from judge.store import progress

    if show_id is not None or diff_ids:
        from judge.cli.attempts import show_or_diff

        show_or_diff(show_id, diff_ids, as_json)
        return
    submissions, stress_runs = progress.read_all(progress.database_path())
    rows: list = stress_runs if stress else submissions
    if slug is not None:
        rows = [row for row in rows if row.problem == slug]
        if not rows:
            _bank(ctx).load(slug)  # a typo gets "unknown problem", not an empty list
    if limit is None:
        limit = 0 if as_json else 30
    shown = rows[:limit] if limit else rows
    if as_json:
        to_json = progress_report.stress_json if stress else progress_report.submission_json
        _print_json([to_json(row) for row in shown])
    elif stress:
        progress_report.print_stress_history(shown, _console(), hidden=len(rows) - len(shown))
    else:
        progress_report.print_history(shown, _console(), hidden=len(rows) - len(shown))

