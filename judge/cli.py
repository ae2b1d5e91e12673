"""The command line: parse, call one core function, render, exit. Every command is registered here.

Heavy modules are imported inside the commands so that `judge --help` starts fast.
Exit codes: 0 accepted / all good, 1 any other verdict, 2 bad input (one line on stderr).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from judge.model.errors import JudgeError
from judge.model.verdict import Verdict


class JudgeGroup(click.Group):
    """Turns every JudgeError into one line on stderr with its exit code, never a traceback."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except JudgeError as exc:
            label = getattr(exc, "label", "error")  # e.g. IE: the problem, not the input, is broken
            click.echo(f"judge: {label}: {exc.message}", err=True)
            ctx.exit(exc.exit_code)
        except KeyboardInterrupt:
            click.echo("judge: interrupted", err=True)
            ctx.exit(130)


@click.group(cls=JudgeGroup)
@click.option("--problems", "problems_dir", metavar="DIR", envvar="JUDGE_PROBLEMS",
              help="Problems folder to use (default: the shipped bank; env JUDGE_PROBLEMS).")
@click.version_option(package_name="judge")
@click.pass_context
def main(ctx: click.Context, problems_dir: str | None) -> None:
    """A local practice judge for two-player game DP problems."""
    ctx.obj = {"problems": problems_dir}


def _bank(ctx: click.Context):
    from judge.bank.locate import cache_dir, find_bank

    return find_bank(ctx.obj["problems"], cache=cache_dir())


def _console():
    from rich.console import Console

    return Console(highlight=False)


def _language(file: Path, lang: str | None):
    from judge.sandbox.languages import for_file

    return for_file(file, lang)


def _home() -> Path:
    from judge.bank.locate import judge_home

    return judge_home()


LANG_HELP = "The solution's language (default: from the file's extension: .py .java .cpp .js .go)."


def _print_json(data: Any) -> None:
    click.echo(json.dumps(data, indent=2))


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
@click.pass_context
def submit(ctx: click.Context, slug: str, file: Path, run_all: bool, as_json: bool, no_record: bool,
           lang: str | None) -> None:
    """Judge FILE on every test of problem SLUG (recorded for `judge progress` unless --no-record)."""
    from judge.grading import judging
    from judge.store import progress
    from judge.store import regressions
    from judge.render import submission as report
    from judge.bank.locate import cache_dir

    problem = _bank(ctx).load(slug)
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
                                language=_language(file, lang), home=_home())
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
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--input", "input_text", required=True, metavar="JSON",
              help='The arguments as a JSON object, e.g. \'{"nums": [1, 5, 2]}\'.')
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
@click.option("--lang", metavar="LANG", help=LANG_HELP)
@click.pass_context
def run(ctx: click.Context, slug: str, file: Path, input_text: str, as_json: bool, lang: str | None) -> None:
    """Run FILE on one custom input, next to the reference's answer."""
    from judge.grading import judging
    from judge.render import submission as report
    from judge.model.errors import InputError

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
    from judge.store import progress
    from judge.render import progress as progress_report
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
@click.pass_context
def history_command(ctx: click.Context, slug: str | None, as_json: bool, limit: int | None,
                    stress: bool) -> None:
    """Recorded submissions (of problem SLUG, or all), newest first.

    \b
    --json: [{"id", "problem", "verdict", "passed", "total", "time_ms_max",
      "time_ms_total", "submitted_at" (UTC, ISO 8601), "solution" (absolute
      path), "content_hash" (SHA-256 of the file), "judge_version"}]
    --stress --json: [{"id", "problem", "result", "cases_run", "seed",
      "detail", "run_at", "solution", "content_hash", "judge_version"}]
    """
    from judge.store import progress
    from judge.render import progress as progress_report

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

# -- bank self-check (judge/verify.py runs the checks, verify_report.py prints them) ---------------
@main.command("verify")
@click.argument("slugs", nargs=-1, metavar="[SLUG]...")
@click.option("--profile", type=click.Choice(["quick", "thorough"]),
              help="How hard to look (default: $JUDGE_VERIFY_PROFILE, else thorough when $CI is "
                   "true, else quick).")
@click.option("--seed", type=int,
              help="Change the random comparisons' inputs (default: fixed per problem).")
@click.option("--jobs", "-j", type=click.IntRange(1, 16), default=1, show_default=True,
              help="Problems verified at once.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
@click.pass_context
def verify_command(ctx: click.Context, slugs: tuple[str, ...], profile: str | None,
                   seed: int | None, jobs: int, as_json: bool) -> None:
    """Check the problems (all by default) and report every finding; exit 0 only if all hold.

    \b
    Per problem: the spec loads; the tests load; reference.py gets AC on all
    tests; the time limit is at least 3x its slowest test; brute.py agrees
    with it on every small input (exhaustively) and on random ones; each
    wrong_*.py gets WA (on some test that is not an example); each
    slow_*.py gets TLE; any other solution file gets AC.
    \b
    Profiles: quick (every list up to length 5 over 3 values, ints up to
    20 above their minimum, 200 random inputs up to size 8) and thorough
    (length 7, ints up to 30 above, 3000 random inputs up to size 10).
    \b
    --json: {"ok", "profile", "errors", "warnings", "problems": [{"slug",
      "ok", "checks": [{"check", "ok", "skipped", "summary", "seconds",
      "diagnostics": [{"severity": "error"|"warning", "message"}]}]}]}
    """
    import time

    from judge.verify import verifier as verify
    from judge.bank.locate import cache_dir

    chosen = verify.resolve_profile(profile)
    started = time.perf_counter()
    printer = None
    if not as_json:
        from judge.render.verify import VerifyPrinter

        printer = VerifyPrinter(_console())
    reports = []
    for report in verify.verify_bank(_bank(ctx), slugs, chosen, cache_dir(), seed, jobs):
        reports.append(report)
        if printer:
            printer.check(report)
    result = verify.Verification(chosen.name, tuple(reports))
    if printer:
        printer.summary(result, time.perf_counter() - started)
    else:
        _print_json(verify.verification_json(result))
    ctx.exit(0 if result.ok else 1)


@main.command("bench")
@click.argument("slug")
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--budget", "budget_s", type=click.FloatRange(min=0.01), default=1.0, show_default=True,
              metavar="SECONDS", help="Stop growing n once one input takes more CPU time than this.")
@click.option("--samples", type=click.IntRange(1, 50), default=3, show_default=True,
              help="Inputs per size; the median time counts.")
@click.option("--sizes", metavar="N,N,...", help="Measure these n instead of doubling up to the largest.")
@click.option("--plot", "plot_path", type=click.Path(dir_okay=False, path_type=Path), metavar="FILE.png",
              help="Also save a log-log plot (needs matplotlib: pip install 'judge[plot]').")
@click.option("--json", "as_json", is_flag=True, help="Print the points and the fitted growths as JSON.")
@click.pass_context
def bench_command(ctx: click.Context, slug: str, file: Path, budget_s: float, samples: int,
                  sizes: str | None, plot_path: Path | None, as_json: bool) -> None:
    """Time FILE and the reference on growing inputs; say how the time grows with n."""
    from judge.render import bench as bench_report
    from judge.bench import timing as benchmark
    from judge.grading.judging import check_solution_file

    problem = _bank(ctx).load(slug)
    check_solution_file(file)
    if plot_path is not None:
        bench_report.pyplot()  # a missing matplotlib fails now, not after the measuring
    chosen = None
    if sizes:
        low, high = benchmark.size_bounds(benchmark.size_param(problem))
        chosen = benchmark.parse_sizes(sizes, low, high)
    progress = None
    if not as_json:
        click.echo(f"timing {file} and the reference on {problem.slug}, n growing, "
                   f"budget {budget_s:g} s per input")

        def progress(n: int, points: dict[str, benchmark.SizePoint]) -> None:
            click.echo(bench_report.progress_line(n, points))

    result = benchmark.bench(problem, file, budget_s, samples, chosen, progress)
    if plot_path is not None and not result.compile_error:
        bench_report.save_plot(result, plot_path)
    if as_json:
        _print_json(benchmark.bench_json(result))
    else:
        bench_report.print_bench(result, _console())
        if plot_path is not None and not result.compile_error:
            click.echo(f"plot saved to {plot_path}")
    ok = not result.compile_error and not result.yours.failed and not result.wrong
    ctx.exit(0 if ok else 1)


# -- stress testing (judge/stress.py draws, judges and shrinks; regressions.py keeps saved cases)
@main.command("stress")
@click.argument("slug")
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--count", default=1000, show_default=True, type=click.IntRange(min=1),
              help="Random inputs to try.")
@click.option("--seed", type=click.IntRange(min=0),
              help="Seed of the run (default: a new one; always printed).")
@click.option("--max-size", type=click.IntRange(min=1),
              help="Largest list length and int parameter tried (default 10, within the limits).")
@click.option("--jobs", default=1, show_default=True, type=click.IntRange(1, 64),
              help="Workers splitting the count, each with its own pair of children.")
@click.option("--save", is_flag=True,
              help="Keep the counterexample as your own case for `judge submit`.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object (shape below).")
@click.option("--no-record", is_flag=True, help="Do not record this run for `judge progress`.")
@click.pass_context
def stress_command(ctx: click.Context, slug: str, file: Path, count: int, seed: int | None,
                   max_size: int | None, jobs: int, save: bool, as_json: bool,
                   no_record: bool) -> None:
    """Compare FILE with the reference on random inputs; shrink a difference to a minimal one.

    \b
    Small inputs first; on a failure the input is shrunk, then shown with
    the expected and actual answers and the reference's optimal line of play.
    --json: {"verdict": "OK" | "FAIL", "cases_run", "seed", "counterexample":
    {"input", "expected", "got", "verdict", "message"} | null, ...}.
    Exit 0 OK, 1 FAIL, 130 interrupted before any failure, 2 bad input.
    """
    from judge.grading import judging
    from judge.store import progress
    from judge.store import regressions
    from judge.stress import search as stress
    from judge.render import stress as stress_report

    problem = _bank(ctx).load(slug)
    judging.check_solution_file(file)
    store = None if no_record else progress.open_store()  # a broken database fails before the run
    if store is not None:
        store.close()
    seed = stress.new_seed() if seed is None else seed
    console = _console()
    if not as_json:
        console.print(f"[dim]seed {seed} (replay with --seed {seed})[/dim]")
    with stress_report.progress_bar(console, count, enabled=not as_json) as on_progress:
        result = stress.stress(problem, file, count=count, seed=seed, max_size=max_size, jobs=jobs,
                               on_progress=on_progress)
    example = result.counterexample
    turns, play_note, saved_as = None, "", None
    if example is not None and example.verdict not in (Verdict.CE, Verdict.IE):
        try:
            turns = stress.line_of_play(problem, example.args)
            if turns is None:
                play_note = f"no line of play: {problem.slug} has no play.py"
        except JudgeError as exc:
            play_note = f"no line of play: {exc.message}"
        if save:
            saved_as = regressions.save(problem.slug, example.args, example.expected).name
    if as_json:
        _print_json(stress_report.stress_json(problem.slug, str(file), result, turns, saved_as))
    else:
        stress_report.print_stress(result, console, count=count, turns=turns, play_note=play_note,
                                   saved_as=saved_as)
        if save and example is None:
            console.print("[dim]nothing to save: no counterexample[/dim]")
    if not no_record and (example is not None or not result.interrupted):
        outcome = example.verdict.value if example is not None else "passed"
        detail = "" if example is None else json.dumps(example.args)[:200]
        progress.record_stress(problem.slug, file, result.cases_run, outcome, seed, detail)
    if example is not None:
        ctx.exit(1)
    ctx.exit(130 if result.interrupted else 0)


if __name__ == "__main__":
    main()
