"""The practice record: progress and history."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from judge.cli.common import (  # noqa: F401
    LANG_HELP,
    _bank,
    _console,
    _home,
    _language,
    _print_json,
    _settings,
    main,
)
from judge.model.errors import JudgeError
from judge.model.words import counted


# -- practice progress (judge/progress.py is the store, progress_stats.py the arithmetic) ----------------
@main.command("progress")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object (shape above).")
@click.option(
    "--export",
    type=click.Choice(["csv", "json"]),
    help="csv: every submission; json: the whole record (for --import elsewhere).",
)
@click.option(
    "--output",
    "-o",
    type=click.Path(dir_okay=False, path_type=Path),
    help="With --export: the file to write (default: standard output).",
)
@click.option(
    "--import",
    "import_file",
    type=click.Path(dir_okay=False, path_type=Path),
    metavar="FILE",
    help="Merge a `--export json` file into the record (no duplicates).",
)
@click.option(
    "--html",
    "html_file",
    type=click.Path(dir_okay=False, path_type=Path),
    metavar="FILE",
    help="Write the report as one self-contained web page.",
)
@click.option("--open", "open_page", is_flag=True, help="With --html: open the page in a browser.")
@click.option(
    "--weeks",
    default=16,
    show_default=True,
    type=click.IntRange(1, 53),
    help="Weeks shown in the activity calendar.",
)
@click.pass_context
def progress_command(
    ctx: click.Context,
    as_json: bool,
    export: str | None,
    output: Path | None,
    import_file: Path | None,
    html_file: Path | None,
    open_page: bool,
    weeks: int,
) -> None:
    """Your practice so far: status of every problem, totals, streaks, activity, what to do next.

    \b
    The record is $JUDGE_HOME/progress.db (default: the user data folder).
    Status: solved (an AC), attempted (submissions, no AC), new (none).
    Attempts count every recorded submission; best time is the lowest
    max-case time of an AC. Days are your LOCAL calendar days (the
    machine's time zone; times are stored in UTC). A day with at least one
    recorded submission counts towards the streak; the current streak
    still stands until today ends if you submitted yesterday.
    Suggestions: problems due for review (see `judge review`) first, then
    unsolved ones, easiest first (started before new); then the other
    solved problems, least recently practised first.
    JUDGE_NOW=2026-11-23T12:00:00 (UTC unless an offset is given) fixes
    "now" for every command, e.g. to see what is due on a given day.

    \b
    --json: {"today", "solved", "attempted", "new", "total", "submissions",
      "stress_runs", "streak": {"current", "longest", "today"},
      "problems": [{"slug", "title", "difficulty", "tags", "status",
        "attempts", "first_solved_at", "best_time_ms", "last_verdict",
        "last_submitted_at", "stress_runs", "in_bank",
        "attempts_before_first_ac", "review_due"}],
      "by_difficulty"/"by_tag": {NAME: {"solved", "attempted", "new", "total"}},
      "activity": {"YYYY-MM-DD": submissions},
      "suggestions": [{"slug", "kind": "due"|"unsolved"|"review", "reason"}],
      "reviews_due": [as in `judge review --json`]}
    Times are UTC, ISO 8601 ("2024-05-01T18:30:00.000000Z").
    --export csv: one line per submission, oldest first, with the
    columns of `judge history --json`. --export json: every row of every
    table with all its columns; --import merges such a file, skipping rows
    already recorded, all or nothing.
    --html: the report as one page (charts included, no network needed).
    """
    from judge.usecases import progress as record

    if output is not None and export is None:
        raise JudgeError("--output needs --export csv or --export json")
    if open_page and html_file is None:
        raise JudgeError("--open needs --html FILE")
    settings = _settings()
    if import_file is not None:
        added = record.import_record(settings, import_file)
        shown = ", ".join(f"{count} {table}" for table, count in added.items())
        click.echo(f"imported from {import_file}: {shown} added (rows already there skipped)", err=True)
    elif export == "json":
        _write_out(output, lambda stream: record.export_record(settings, stream), "the record")
    elif export == "csv":
        from judge.render.progress import write_csv

        rows = record.submissions(settings)
        _write_out(output, lambda stream: write_csv(rows, stream), "submissions")
    else:
        found = record.progress(record.ProgressRequest(settings, lambda: _bank(ctx)))
        _show_progress(found, as_json, html_file, open_page, weeks)


def _show_progress(found, as_json: bool, html_file: Path | None, open_page: bool, weeks: int) -> None:
    """The summary as a web page (written to `html_file`, opened in a browser if asked), JSON or
    the terminal's report."""
    from judge.render import progress as progress_report

    if html_file is not None:
        from judge.render import html

        page = html.progress_page(found.summary, found.submissions)
        try:
            html_file.write_text(page, encoding="utf-8")
        except OSError as exc:
            raise JudgeError(f"{html_file}: cannot write: {exc.strerror}") from None
        click.echo(f"wrote {html_file} ({len(page.encode()) // 1024} KB)", err=True)
        if open_page:
            import webbrowser

            webbrowser.open(html_file.resolve().as_uri())
    elif as_json:
        _print_json(progress_report.progress_json(found.summary))
    else:
        console = _console()
        progress_report.print_progress(found.summary, console, weeks)
        console.print(f"record: {found.database}", style="dim", markup=False)


def _write_out(output: Path | None, write, what: str) -> None:
    """`write(stream)` to standard output, or to `output` (then a note of how much on stderr)."""
    if output is None:
        write(sys.stdout)
        return
    try:
        with open(output, "w", encoding="utf-8", newline="") as stream:
            count = write(stream)
    except OSError as exc:
        raise JudgeError(f"{output}: cannot write: {exc.strerror}") from None
    click.echo(
        f"wrote {counted(count, what.rstrip('s'))} to {output}"
        if isinstance(count, int)
        else f"wrote {what} to {output}",
        err=True,
    )


@main.command("review")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object (shape above).")
def review_command(as_json: bool) -> None:
    """Solved problems due for review today, by FSRS spaced repetition.

    \b
    Each problem gets its schedule when first solved: an AC on the first
    submission rates it easy, an AC after wrong ones hard. From its due
    day on, the next submission is a review: AC at once = easy, AC after
    failures that day = hard, a day without an AC = again (comes back
    sooner). Submissions before the due day are practice and change
    nothing. The schedule is worked out from the recorded submissions.
    Days are local; JUDGE_NOW fixes "now" (see `judge progress --help`).

    \b
    --json: {"today", "due": [REVIEW], "scheduled": [REVIEW, soonest first]}
      REVIEW: {"slug", "due" (YYYY-MM-DD), "due_at" (UTC), "overdue_days",
        "is_due", "stability_days", "difficulty", "failed_today",
        "reviews": [{"at", "rating": "easy"|"hard"|"again", "due_after"}]}
    """
    from judge.render import review as review_report
    from judge.usecases import progress as record

    found = record.review(_settings())
    if as_json:
        _print_json(review_report.schedule_json(found.states, found.today))
    else:
        review_report.print_schedule(found.states, found.today, _console())


@main.command("history")
@click.argument("slug", required=False)
@click.option("--json", "as_json", is_flag=True, help="Print a JSON list (shape above).")
@click.option(
    "--limit",
    type=click.IntRange(min=0),
    metavar="N",
    help="Show the newest N (0: all). Default: all with --json, else 30.",
)
@click.option("--stress", "stress", is_flag=True, help="List `judge stress` runs instead of submissions.")
@click.option("--show", "show_id", type=int, metavar="ID", help="Print the file submitted as #ID.")
@click.option(
    "--diff",
    "diff_ids",
    type=int,
    nargs=2,
    metavar="ID1 ID2",
    help="Compare the files of two submissions (a unified diff).",
)
@click.pass_context
def history_command(
    ctx: click.Context,
    slug: str | None,
    as_json: bool,
    limit: int | None,
    stress: bool,
    show_id: int | None,
    diff_ids: tuple[int, int] | None,
) -> None:
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
    from judge.usecases import progress as record

    if show_id is not None or diff_ids:
        from judge.cli.attempts import show_or_diff

        show_or_diff(show_id, diff_ids, as_json)
        return
    if limit is None:
        limit = 0 if as_json else 30
    request = record.HistoryRequest(_settings(), lambda: _bank(ctx), slug, stress, limit)
    found = record.history(request)
    if as_json:
        from judge.model.serial import to_json

        _print_json(to_json(found.rows))
    elif stress:
        progress_report.print_stress_history(found.rows, _console(), hidden=found.hidden)
    else:
        progress_report.print_history(found.rows, _console(), hidden=found.hidden)
