"""The commands on one problem: list, show, new, submit, run."""

from __future__ import annotations

import json
from pathlib import Path

import click

from judge.cli.common import (
    LANG_HELP,
    STRICT_HELP,
    _bank,
    _confinement,
    _console,
    _print_json,
    _settings,
    _solution,
    click_options,
    main,
)
from judge.model.errors import ExitStatus, JudgeError, ProblemFaultError
from judge.model.options import SUBMIT_OPTIONS
from judge.model.verdict import Verdict
from judge.sandbox.languages.registry import DEFAULT, names_shown


@main.command("list")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@click.option(
    "--tag",
    "tags",
    multiple=True,
    metavar="TAG",
    help="Only problems with this technique tag (interval-dp, bitmask-dp, graph-game, ...); "
    "repeat to ask for all of several.",
)
@click.option("--family", metavar="NAME", help="Only this family of games (take-an-end, nim, graph, ...).")
@click.option("--difficulty", type=click.Choice(["easy", "medium", "hard"]), help="Only this difficulty.")
@click.option(
    "--status",
    type=click.Choice(["solved", "attempted", "new"]),
    help="Only problems with this status in your record.",
)
@click.option("--order", is_flag=True, help="In the learning order (from Nim to Cat and Mouse).")
@click.pass_context
def list_problems(
    ctx: click.Context,
    as_json: bool,
    tags: tuple[str, ...],
    family: str | None,
    difficulty: str | None,
    status: str | None,
    order: bool,
) -> None:
    """List the problems of the bank (all, or those that match every filter given)."""
    from judge.render import submission as report
    from judge.usecases.listing import ListRequest, listing

    request = ListRequest(_bank(ctx), _settings(), tags, family, difficulty, status, order)
    found = listing(request)
    if found.warning:
        click.echo(f"judge: warning: {found.warning}; listed without it", err=True)
    statuses = found.statuses
    if as_json:  # every row has a status: new for all without a record
        _print_json(
            [{**report.problem_row(p), "status": (statuses or {}).get(p.slug, "new")} for p in found.problems]
        )
    else:
        from judge.render.layout import plain_output  # a pipe: plain lines, without loading rich

        console = None if plain_output() else _console()
        report.print_problem_list(found.problems, console, numbered=order, statuses=statuses)


@main.command()
@click.argument("slug")
@click.pass_context
def show(ctx: click.Context, slug: str) -> None:
    """Show a problem (SLUG, its number or its title): statement, signature, constraints, examples."""
    from judge.render import submission as report

    report.print_problem(_bank(ctx).load(slug), _console())


@main.command()
@click.argument("slug")
@click.argument("path", required=False, type=click.Path(dir_okay=False, path_type=Path))
@click.option("--force", is_flag=True, help="Overwrite an existing file.")
@click.option("--lang", metavar="LANG", help=names_shown(default=True) + ".")
@click.pass_context
def new(ctx: click.Context, slug: str, path: Path | None, force: bool, lang: str | None) -> None:
    """Write a solution template: the statement, examples and constraints as a comment above the exact
    signature (default file: SLUG.py, or SLUG.<ext> of --lang)."""
    from judge.render.template import template
    from judge.sandbox.languages import load, named, of_file

    entry = of_file(path, lang) if path else named(lang or DEFAULT)  # before the bank: a typo is quick
    problem = _bank(ctx).load(slug)
    language = load(entry)
    slug = problem.slug  # as typed, it may have been a number or a title
    path = path or Path(f"{slug}{entry.template_extension}")
    if path.exists() and not force:
        raise JudgeError(f"{path}: already exists (use --force to overwrite)")
    try:
        path.write_text(template(problem, language, str(path)), encoding="utf-8")
    except OSError as exc:
        raise JudgeError(f"{path}: cannot write the template: {exc.strerror}") from None
    chosen = f" --lang {entry.name}" if lang else ""  # the hint judges the file as it was written
    click.echo(f"wrote {path}")
    click.echo(f"judge it with: judge submit {slug} {path}{chosen}")


@main.command()
@click.argument("slug")
@click.argument("file", required=False, type=click.Path(path_type=Path))
@click_options(SUBMIT_OPTIONS)  # one table: grading/early.py guesses the command line from it too
@click.pass_context
def submit(
    ctx: click.Context,
    slug: str,
    file: Path | None,
    run_all: bool,
    as_json: bool,
    no_record: bool,
    lang: str | None,
    strict_types: bool,
    show_failures: int,
) -> None:
    """Judge FILE on every test of problem SLUG (recorded for `judge progress` unless --no-record).

    SLUG may be the problem's number (486) or title ("stone game vii"); without FILE, the one
    SLUG.py (or SLUG.<ext>, as `judge new` writes it) in the current folder is judged.
    """
    from judge.cli.submitting import submit_live
    from judge.grading.early import early_solution, prestart, prestart_solution
    from judge.grading.solution import solution_file
    from judge.usecases.submit import SubmitRequest

    early = early_solution(ctx.obj, file, lang) if file is not None else None  # read by entry.py
    if file is not None and early is None:  # a Python child starts now, while the problem is read
        early = prestart_solution(file, lang)
    problem = _bank(ctx).load(slug)
    # checked, given its language and read once: a FIFO or /dev/zero is refused unread
    path = _solution(problem.slug, file, lang)
    solution = early if early is not None and early.path == path else solution_file(path, lang)
    prestart(solution)  # the file found in this folder (started once only)
    shown = None if as_json or show_failures == 0 else show_failures  # failures kept in full
    request = SubmitRequest(problem, solution, _settings(), run_all, strict_types, shown, not no_record)
    confinement = _confinement(as_json)
    console = None if as_json else _console()  # `--json` never loads the terminal renderer
    show, fault = _submission_output(problem, console, show_failures, confinement)
    result = submit_live(request, console, show, fault)
    if result is None:  # Ctrl-C: said, nothing recorded
        ctx.exit(ExitStatus.INTERRUPTED)
    ctx.exit(ExitStatus.OK if result.verdict is Verdict.AC else ExitStatus.FAILED)


@main.command()
@click.argument("slug")
@click.argument("file", required=False, type=click.Path(path_type=Path))
@click.option(
    "--input",
    "inputs",
    required=True,
    multiple=True,
    metavar="JSON|@FILE|-",
    help="An input as a JSON object, e.g. '{\"nums\": [1, 5, 2]}', or a JSON list of them; "
    "@FILE reads that from a file (or JSON lines), - from standard input. Repeatable.",
)
@click.option(
    "--json", "as_json", is_flag=True, help="Print one JSON object (a list of them for several inputs)."
)
@click.option("--lang", metavar="LANG", help=LANG_HELP)
@click.option("--strict-types", is_flag=True, help=STRICT_HELP)
@click.pass_context
def run(
    ctx: click.Context,
    slug: str,
    file: Path | None,
    inputs: tuple[str, ...],
    as_json: bool,
    lang: str | None,
    strict_types: bool,
) -> None:
    """Run FILE on custom inputs, each next to the reference's answer.

    An input outside the problem's constraints is run with a warning; one with a wrong name or type
    is refused.
    """
    from judge.cli.inputs import parse_inputs
    from judge.grading.solution import solution_file
    from judge.usecases.run import RunRequest
    from judge.usecases.run import run as run_inputs

    problem = _bank(ctx).load(slug)
    path = _solution(problem.slug, file, lang)
    given = parse_inputs(inputs)
    confinement = _confinement(as_json)
    request = RunRequest(problem, solution_file(path, lang), tuple(given), _settings(), strict_types)
    from judge.render import live

    stage = live.Stage(problem.slug)  # "running the reference... 3.1 s": a large input takes time
    console = None if as_json else _console()
    with live.live_progress(console, stage, enabled=console is not None):
        outcome = run_inputs(request, stage)
    _show_runs(request, outcome.results, confinement if as_json else None)
    if outcome.internal_error:
        raise ProblemFaultError(outcome.internal_error)
    ctx.exit(ExitStatus.OK if outcome.passed else ExitStatus.FAILED)


def _show_runs(request, results, confinement: dict | None) -> None:
    """Each input's run next to the reference's answer, warnings on stderr first; JSON when
    `confinement` is given (one object, or a list of them for several inputs)."""
    from judge.render import submission as report

    slug = request.problem.slug
    for result in results:
        for warning in result.warnings:
            click.echo(
                f"judge: warning: {result.label}: {warning}: run anyway (outside the constraints, "
                "the reference's answer may be slow or not meant)",
                err=True,
            )
    if confinement is not None:
        objects = [
            {**report.run_json(slug, args, result), "confinement": confinement}
            for (_, args), result in zip(request.inputs, results)
        ]
        _print_json(objects[0] if len(objects) == 1 else objects)
        return
    console = _console()
    for number, ((label, args), result) in enumerate(zip(request.inputs, results)):
        if len(results) > 1:
            console.print(("\n" if number else "") + label, style="bold", markup=False)
        report.print_run(slug, args, result, console)
        if result.case is not None and result.case.detail is not None:  # a strategy's games
            from judge.render.strategy import print_games

            print_games(result.case.detail, console)


def _submission_output(problem, console, show_failures: int, confinement: dict):
    """(show, fault): how the result is shown (JSON without a console), and what a problem's fault
    prints first (scripts get an object too; the one line and exit 2 follow)."""
    from judge.render import submission as report

    def show(result) -> None:
        if console is None:
            from judge.render.failures import failures_json

            failures = failures_json(result)
            _print_json({**report.submission_json(result), "failures": failures, "confinement": confinement})
        else:
            hint = _explain_hint(problem, result)
            report.print_submission(result, console, show_failures, explain_hint=hint)
            failure = result.first_failure
            if failure is not None and failure.detail is not None:  # a strategy's lost position
                from judge.render.strategy import print_strategy_failure

                print_strategy_failure(failure.detail, console, _replay(problem, failure, result.solution))

    def fault(exc: JudgeError) -> None:
        if console is None:
            _print_json({"problem": problem.slug, "verdict": "IE", "error": exc.message})

    return show, fault


def _replay(problem, failure, path) -> str:
    """The command that plays a strategy's failed test again, its games shown (small inputs only)."""
    text = json.dumps(failure.args, separators=(",", ":"))
    if len(text) > 200:
        return f"judge submit {problem.slug} {path} --all  (the test {failure.name} is too large to show)"
    return f"judge run {problem.slug} {path} --input '{text}'"


def _explain_hint(problem, result) -> str:
    """`judge explain` of the first failed case, when it failed on an answer and is small enough."""
    failure = result.first_failure
    if failure is None or failure.verdict not in (Verdict.WA, Verdict.RE) or failure.detail is not None:
        return ""
    from judge.explain.tables import suggestion

    return suggestion(problem, failure.args, failure.name if failure.kind != "custom" else None)
