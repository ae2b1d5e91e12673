"""The commands on one problem: list, show, new, submit, run."""

from __future__ import annotations

from pathlib import Path

import click

from judge.cli import (
    LANG_HELP,
    STRICT_HELP,
    _bank,
    _console,
    _home,
    _language,
    _print_json,
    _solution,
    main,
)
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
    """Show a problem (SLUG, its number or its title): statement, signature, constraints, examples."""
    from judge.render import submission as report

    report.print_problem(_bank(ctx).load(slug), _console())


@main.command()
@click.argument("slug")
@click.argument("path", required=False, type=click.Path(dir_okay=False, path_type=Path))
@click.option("--force", is_flag=True, help="Overwrite an existing file.")
@click.option("--lang", metavar="LANG", help="python (default), java, cpp, js or go.")
@click.pass_context
def new(ctx: click.Context, slug: str, path: Path | None, force: bool, lang: str | None) -> None:
    """Write a solution template: the statement, examples and constraints as a comment above the exact
    signature (default file: SLUG.py, or SLUG.<ext> of --lang)."""
    from judge.render.template import template
    from judge.sandbox.languages import by_name

    problem = _bank(ctx).load(slug)
    language = by_name(lang) if lang else (_language(path, None) if path else by_name("python"))
    slug = problem.slug  # as typed, it may have been a number or a title
    path = path or Path(f"{slug}{language.extensions[0]}")
    if path.exists() and not force:
        raise JudgeError(f"{path}: already exists (use --force to overwrite)")
    try:
        path.write_text(template(problem, language, str(path)), encoding="utf-8")
    except OSError as exc:
        raise JudgeError(f"{path}: cannot write the template: {exc.strerror}") from None
    click.echo(f"wrote {path}; judge it with: judge submit {slug} {path}")


@main.command()
@click.argument("slug")
@click.argument("file", required=False, type=click.Path(path_type=Path))
@click.option("--all", "run_all", is_flag=True, help="Run every case instead of stopping at the first failure.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
@click.option("--no-record", is_flag=True, help="Do not record this submission for `judge progress`.")
@click.option("--lang", metavar="LANG", help=LANG_HELP)
@click.option("--strict-types", is_flag=True, help=STRICT_HELP)
@click.pass_context
def submit(ctx: click.Context, slug: str, file: Path | None, run_all: bool, as_json: bool, no_record: bool,
           lang: str | None, strict_types: bool) -> None:
    """Judge FILE on every test of problem SLUG (recorded for `judge progress` unless --no-record).

    SLUG may be the problem's number (486) or title ("stone game vii"); without FILE, the one
    SLUG.py (or SLUG.<ext>, as `judge new` writes it) in the current folder is judged.
    """
    from judge.bank.locate import cache_dir
    from judge.grading import judging
    from judge.render import submission as report
    from judge.store import progress, regressions

    problem = _bank(ctx).load(slug)
    slug, file = problem.slug, _solution(problem.slug, file, lang)
    # The store is opened (and checked) before judging, so a broken database costs no judging time;
    # the row is written only after the verdict is final.
    if not no_record:
        progress.open_store().close()
    digest = progress.content_hash(file)
    judging.check_solution_file(file)
    mine, left_out = regressions.user_tests(problem)  # `judge stress --save` cases, kind "user"
    for note in left_out:
        click.echo(f"judge: note: {note}", err=True)
    try:
        result = judging.submit(problem, file, cache=cache_dir(), run_all=run_all, extra_tests=mine,
                                language=_language(file, lang), home=_home(), strict=strict_types)
    except judging.ProblemFaultError as exc:
        if as_json:  # scripts get an object too; the one-line error and exit 2 follow as usual
            _print_json({"problem": slug, "verdict": "IE", "error": exc.message})
        raise
    if as_json:
        _print_json(report.submission_json(result))
    else:
        report.print_submission(result, _console())
    if not no_record:  # a fresh connection: nothing of the store was held open while judging
        with progress.open_store() as store:
            store.record_submission(progress.Submission.from_result(result, file, digest))
    ctx.exit(0 if result.verdict is Verdict.AC else 1)


@main.command()
@click.argument("slug")
@click.argument("file", required=False, type=click.Path(path_type=Path))
@click.option("--input", "inputs", required=True, multiple=True, metavar="JSON|@FILE|-",
              help='An input as a JSON object, e.g. \'{"nums": [1, 5, 2]}\', or a JSON list of them; '
                   "@FILE reads that from a file (or JSON lines), - from standard input. Repeatable.")
@click.option("--json", "as_json", is_flag=True,
              help="Print one JSON object (a list of them for several inputs).")
@click.option("--lang", metavar="LANG", help=LANG_HELP)
@click.option("--strict-types", is_flag=True, help=STRICT_HELP)
@click.pass_context
def run(ctx: click.Context, slug: str, file: Path | None, inputs: tuple[str, ...], as_json: bool,
        lang: str | None, strict_types: bool) -> None:
    """Run FILE on custom inputs, each next to the reference's answer.

    An input outside the problem's constraints is run with a warning; one with a wrong name or type
    is refused.
    """
    from judge.cli.inputs import parse_inputs
    from judge.grading import judging
    from judge.render import submission as report

    problem = _bank(ctx).load(slug)
    slug, file = problem.slug, _solution(problem.slug, file, lang)
    given = parse_inputs(inputs)
    results = judging.run_custom(problem, file, given, language=_language(file, lang), home=_home(),
                                 strict=strict_types)
    for result in results:
        for warning in result.warnings:
            click.echo(f"judge: warning: {result.label}: {warning}: run anyway (outside the constraints, "
                       "the reference's answer may be slow or not meant)", err=True)
    if as_json:
        objects = [report.run_json(slug, args, result) for (_, args), result in zip(given, results)]
        _print_json(objects[0] if len(objects) == 1 else objects)
    else:
        console = _console()
        for number, ((label, args), result) in enumerate(zip(given, results)):
            if len(results) > 1:
                console.print(("\n" if number else "") + label, style="bold", markup=False)
            report.print_run(slug, args, result, console)
    ok = all(r.case is not None and r.case.verdict is Verdict.AC for r in results)
    ctx.exit(0 if ok else 1)
