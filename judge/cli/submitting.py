"""What `judge submit` and `judge watch` share: the submit use case run with the live line, Ctrl-C
and the review note of what was recorded. One function, so the two commands cannot drift apart."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import click

from judge.grading.judging import Compiled, Compiling, Finished
from judge.grading.session import CaseJudged, CaseStarted
from judge.model.errors import ProblemFaultError
from judge.model.results import SubmissionResult
from judge.usecases.submit import Note, Recorded, SubmitRequest, submit

if TYPE_CHECKING:
    from rich.console import Console

    from judge.store.rows import Submission


def submit_live(
    request: SubmitRequest,
    console: Console | None,
    show: Callable[[SubmissionResult], None],
    on_fault: Callable[[ProblemFaultError], None] | None = None,
) -> SubmissionResult | None:
    """Judge the request: its notes on stderr, the live line while cases run (on a terminal with a
    `console`), `show(result)` once judged, then the recording and its review note. None after a
    Ctrl-C, which is said (how far judging got) and records nothing; the children are killed on the
    way out. `on_fault` sees a problem's fault met while judging before it goes up (exit 2); an
    IE result is shown first, then raised, and not recorded."""
    from judge.render import live

    tracker = live.Tracker(request.problem.slug)  # what a Ctrl-C leaves to report
    events = submit(request)
    result = None
    try:
        with live.live_progress(console, tracker, enabled=console is not None):
            for event in events:
                kind = type(event)  # the cases' events first: there are two a case
                if kind is CaseStarted:
                    tracker.case_started(event.index, event.name, event.total)  # type: ignore[union-attr]
                elif kind is CaseJudged:
                    tracker.judged_one(event.case)  # type: ignore[union-attr]
                elif isinstance(event, Note):
                    click.echo(f"judge: note: {event.text}", err=True)
                elif isinstance(event, Compiling):
                    tracker.compiling(event.name)
                elif isinstance(event, Compiled):
                    tracker.compiled(event.compile_ms)
                elif isinstance(event, CaseStarted):
                    tracker.case_started(event.index, event.name, event.total)
                elif isinstance(event, CaseJudged):
                    tracker.judged_one(event.case)
                elif isinstance(event, Finished):
                    result = event.result
                    break
    except KeyboardInterrupt:
        events.close()
        if console is not None:
            live.print_interrupted(tracker, console)
        click.echo("judge: interrupted", err=True)
        return None
    except ProblemFaultError as exc:
        if on_fault is not None:
            on_fault(exc)
        raise
    assert result is not None, "a submission ends with its result"
    show(result)
    for event in events:  # an IE result is raised here; else the row is written
        if isinstance(event, Recorded) and console is not None:
            review_note(event.earlier, event.row, console)
    return result


def review_note(earlier: list[Submission], row: Submission, console: Console) -> None:
    """Say what the submission did to the problem's review schedule (see `judge review`)."""
    from judge.render.review import review_line
    from judge.store.review import local_day, problem_schedule  # not stats: its classes cost ~7 ms

    slug = row.problem
    today = local_day(row.submitted_at)
    line = review_line(
        problem_schedule(slug, earlier, today), problem_schedule(slug, [*earlier, row], today), today
    )
    if line:
        console.print(line, style="dim", markup=False)
