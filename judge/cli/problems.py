"""The commands on one problem: list, show, new, submit, run."""

from __future__ import annotations

import json
from pathlib import Path

import click

from judge.cli import LANG_HELP, _bank, _console, _home, _language, _print_json, main
from judge.model.errors import JudgeError
from judge.model.verdict import Verdict


@main.command("list")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@click.pass_context
def list_problems(ctx: click.Context, as_json: bool) -> None:
    """List the problems of the bank."""
    from judge.render import submission as report

    problems = _bank(ctx).load_all()
    if as_json:
        _print_json([report.problem_row(p) for p in problems])
    else:
        report.print_problem_list(problems, _console())


@main.command()
@click.argument("slug")
@click.pass_context
def show(ctx: click.Context, slug: str) -> None:
    """Show a problem: statement, signature, constraints, examples."""
    from judge.render import submission as report

    report.print_problem(_bank(ctx).load(slug), _console())


@main.command()
@click.argument("slug")
@click.argument("path", required=False, type=click.Path(dir_okay=False, path_type=Path))
@click.option("--force", is_flag=True, help="Overwrite an existing file.")
@click.option("--lang", metavar="LANG", help="python (default), java, cpp, js or go.")
@click.pass_context
def new(ctx: click.Context, slug: str, path: Path | None, force: bool, lang: str | None) -> None:
    """Write a solution template with the exact signature (default: SLUG.py, or SLUG.<ext> of --lang)."""
    from judge.render import submission as report
    from judge.sandbox.languages import by_name

    problem = _bank(ctx).load(slug)
    language = by_name(lang) if lang else (_language(path, None) if path else by_name("python"))
    path = path or Path(f"{slug}{language.extensions[0]}")
    if path.exists() and not force:
        raise JudgeError(f"{path}: already exists (use --force to overwrite)")
    try:
        path.write_text(report.template(problem, language), encoding="utf-8")
    except OSError as exc:
        raise JudgeError(f"{path}: cannot write the template: {exc.strerror}") from None
    click.echo(f"wrote {path}; judge it with: judge submit {slug} {path}")


@main.command()
@click.argument("slug")
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--all", "run_all", is_flag=True, help="Run every case instead of stopping at the first failure.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
@click.option("--no-record", is_flag=True, help="Do not record this submission for `judge progress`.")
@click.option("--lang", metavar="LANG", help=LANG_HELP)
@click.option("--show-failures", type=click.IntRange(min=0), default=1, show_default=True, metavar="N",
              help="Show the first N failing cases in full (0: all); with --all there may be many.")
@click.pass_context
def submit(ctx: click.Context, slug: str, file: Path, run_all: bool, as_json: bool, no_record: bool,
           lang: str | None, show_failures: int) -> None:
    """Judge FILE on every test of problem SLUG (recorded for `judge progress` unless --no-record)."""
    from judge.bank.locate import cache_dir
    from judge.grading import judging
    from judge.render import live
    from judge.render import submission as report
    from judge.store import progress, regressions
    from judge.store.sources import read_solution

    problem = _bank(ctx).load(slug)
    # The store is opened (and checked) before judging, so a broken database costs no judging time;
    # the row is written only after the verdict is final.
    if not no_record:
        progress.open_store().close()
    digest, source = read_solution(file)  # kept with the row: `judge history --show ID`
    judging.check_solution_file(file)
    mine, left_out = regressions.user_tests(problem)  # `judge stress --save` cases, kind "user"
    for note in left_out:
        click.echo(f"judge: note: {note}", err=True)
    console = _console()
    tracker = live.Tracker(slug)  # a live line on a terminal; what a Ctrl-C leaves to report
    try:
        with live.live_progress(console, tracker, enabled=not as_json):
            result = judging.submit(problem, file, cache=cache_dir(), run_all=run_all,
                                    extra_tests=mine, language=_language(file, lang), home=_home(),
                                    progress=tracker)
    except KeyboardInterrupt:  # the runners' children are killed on the way out; nothing recorded
        if not as_json:
            live.print_interrupted(tracker, console)
        click.echo("judge: interrupted", err=True)
        ctx.exit(130)
    except judging.ProblemFaultError as exc:
        if as_json:  # scripts get an object too; the one-line error and exit 2 follow as usual
            _print_json({"problem": slug, "verdict": "IE", "error": exc.message})
        raise
    if as_json:
        from judge.render.failures import failures_json

        _print_json({**report.submission_json(result), "failures": failures_json(result)})
    else:
        report.print_submission(result, console, show_failures)
    if not no_record:  # a fresh connection: nothing of the store was held open while judging
        with progress.open_store() as store:
            store.record_submission(progress.Submission.from_result(result, file, digest), source)
    ctx.exit(0 if result.verdict is Verdict.AC else 1)


@main.command()
@click.argument("slug")
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--input", "input_text", required=True, metavar="JSON",
              help='The arguments as a JSON object, e.g. \'{"nums": [1, 5, 2]}\'.')
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
@click.option("--lang", metavar="LANG", help=LANG_HELP)
@click.pass_context
def run(ctx: click.Context, slug: str, file: Path, input_text: str, as_json: bool, lang: str | None) -> None:
    """Run FILE on one custom input, next to the reference's answer."""
    from judge.grading import judging
    from judge.model.errors import InputError
    from judge.render import submission as report

    problem = _bank(ctx).load(slug)
    try:
        args = json.loads(input_text)
    except ValueError as exc:
        shown = input_text if len(input_text) <= 80 else input_text[:80] + "..."
        raise InputError(f"--input {shown!r} is not valid JSON: {exc}") from None
    result = judging.run_custom(problem, file, args, language=_language(file, lang), home=_home())
    if as_json:
        _print_json(report.run_json(slug, args, result))
    else:
        report.print_run(slug, args, result, _console())
    ok = result.case is not None and result.case.verdict is Verdict.AC
    ctx.exit(0 if ok else 1)



