"""What the page is sent, made by the command line's own renderers: the list as `judge list --json`,
a statement as `judge show` prints it, a judging's events as `judge submit` sees them and its result
as `judge submit --json` prints it."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from judge.bank.spec import Bank
from judge.grading.judging import Compiled, Compiling, Finished
from judge.grading.session import CaseJudged, CaseStarted
from judge.model.problem import Problem
from judge.model.settings import Settings
from judge.model.verdict import Verdict
from judge.render import submission as report
from judge.render.failures import failures_json
from judge.sandbox.languages.registry import LanguageEntry
from judge.usecases.submit import Note, Recorded, SubmitEvent, SubmitRequest, submit

Json = dict[str, Any]


def problem_list(bank: Bank, settings: Settings) -> Json:
    """`judge list --json`'s rows, in the learning order, and the filters' choices."""
    from judge.usecases.listing import ListRequest, listing

    found = listing(ListRequest(bank, settings, order=True))
    rows = [
        {**report.problem_row(p), "status": (found.statuses or {}).get(p.slug, "new")} for p in found.problems
    ]
    return {"problems": rows, "warning": found.warning}


def review_queue(settings: Settings) -> Json:
    """`judge review --json`: the problems due for review today, and every one scheduled."""
    from judge.render.review import schedule_json
    from judge.usecases.progress import review

    found = review(settings)
    queue: Json = schedule_json(found.states, found.today)
    return queue


def problem_page(problem: Problem) -> Json:
    """The problem's row and its statement as `judge show` prints it to a pipe (plain text)."""
    from rich.console import Console

    out = io.StringIO()
    report.print_problem(
        problem, Console(file=out, width=100, highlight=False, color_system=None, soft_wrap=True)
    )
    examples = [example.args for example in problem.examples]  # the explain box starts on the first
    return {**report.problem_row(problem), "show": out.getvalue(), "examples": examples}


def progress_page(bank: Bank, settings: Settings) -> str:
    """`judge progress --html`'s page for the record as it is now."""
    from judge.render.html import progress_page as page
    from judge.usecases.progress import ProgressRequest, progress

    found = progress(ProgressRequest(settings, lambda: bank))
    return page(found.summary, found.submissions)


def template_text(problem: Problem, entry: LanguageEntry, filename: str) -> str:
    """What `judge new SLUG --lang LANG` would write."""
    from judge.render.template import template
    from judge.sandbox.languages import load

    return template(problem, load(entry), filename)


def explanation(problem: Problem, args: Any, settings: Settings, path: Path | None, lang: str) -> Json:
    """`judge explain SLUG [FILE] --input ARGS --json`'s object: the reference's table and line, and
    with the saved file, where its answer and its own table differ."""
    from judge.grading.solution import solution_file
    from judge.model.errors import InputError
    from judge.model.serial import to_json
    from judge.usecases.explain import ExplainRequest, explain

    if not isinstance(args, dict):
        raise InputError(f"the input must be a JSON object of parameters, got {type(args).__name__}")
    solution = solution_file(path, lang) if path is not None else None
    found: Json = to_json(explain(ExplainRequest(problem, args, settings, solution)))
    return found


def custom_run(
    problem: Problem, path: Path, lang: str, args: Any, settings: Settings
) -> Iterator[Json | None]:
    """`judge run SLUG FILE --input ARGS --json`'s object (less confinement), then whether it passed."""
    from judge.grading.solution import solution_file
    from judge.model.errors import InputError, ProblemFaultError
    from judge.usecases.run import RunRequest, run

    if not isinstance(args, dict):
        raise InputError(f"the input must be a JSON object of parameters, got {type(args).__name__}")
    yield {"type": "running"}
    outcome = run(RunRequest(problem, solution_file(path, lang), (("input", args),), settings))
    for result in outcome.results:
        yield {"type": "run", "run": report.run_json(problem.slug, args, result)}
    if outcome.internal_error:
        raise ProblemFaultError(outcome.internal_error)
    yield {"type": "ran", "passed": outcome.passed}


def stress_run(
    problem: Problem, path: Path, lang: str, settings: Settings, count: int, seed: int | None,
    cancelled: Callable[[], bool],
) -> Iterator[Json | None]:  # fmt: skip
    """`judge stress SLUG FILE --count N [--seed S] --json`'s object, recorded as the command records
    it. A cancel stops the search between two cases, as Ctrl-C does (kept as interrupted)."""
    from judge.grading.solution import solution_file
    from judge.render.stress import stress_json
    from judge.usecases.stress import Seeded, Stressed, StressRecorded, StressRequest, stress

    solution = solution_file(path, lang)
    runs = stress(StressRequest(problem, solution, settings, count=count, seed=seed))
    seeded = next(runs)
    assert isinstance(seeded, Seeded)
    yield {"type": "seeded", "seed": seeded.seed}

    def on_progress(cases: int) -> None:
        if cancelled():
            raise KeyboardInterrupt  # the search's own way to stop: it returns what it has

    try:
        stressed = runs.send(on_progress)
        assert isinstance(stressed, Stressed)
        result = stressed.result
        yield {
            "type": "stressed",
            "stress": stress_json(problem.slug, str(path), result, stressed.turns, None),
        }
        for event in runs:
            if isinstance(event, StressRecorded):
                yield {"type": "stress-recorded", "outcome": event.outcome}
    finally:
        runs.close()


def submission(
    problem: Problem, path: Path, lang: str, settings: Settings, record: bool
) -> Iterator[Json | None]:
    """Judge the saved file through submit's use case (recorded as `judge submit` records it), each
    event as JSON. Reading the file is part of the judging: an empty or broken one is its error."""
    from judge.grading.solution import solution_file

    solution = solution_file(path, lang)
    events = submit(SubmitRequest(problem, solution, settings, record=record))
    try:
        for event in events:
            yield event_json(event)
    finally:
        events.close()


def event_json(event: SubmitEvent) -> Json | None:
    if isinstance(event, CaseStarted):
        return {"type": "started", "index": event.index, "name": event.name, "total": event.total}
    if isinstance(event, CaseJudged):
        case = event.case
        if case.verdict in (Verdict.AC, None):  # passed or skipped: its row only (inputs may be large)
            verdict = case.verdict.value if case.verdict else "skipped"
            return {
                "type": "case",
                "index": event.index,
                "name": case.name,
                "verdict": verdict,
                "time_ms": round(case.time_ms, 3),
                "message": case.message,
            }
        return {"type": "case", "index": event.index, **report.case_json(case)}  # as --json's failures
    if isinstance(event, Note):
        return {"type": "note", "text": event.text}
    if isinstance(event, Compiling):
        return {"type": "compiling", "name": event.name}
    if isinstance(event, Compiled):
        return {"type": "compiled", "compile_ms": round(event.compile_ms, 1)}
    if isinstance(event, Finished):
        result = event.result
        return {
            "type": "result",
            "result": {**report.submission_json(result), "failures": failures_json(result)},
        }
    if isinstance(event, Recorded):
        return {"type": "recorded", "id": event.row.id, "verdict": event.row.verdict}
    return None
