"""The tools around judging: verify, bench, stress."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import click

from judge.cli.common import (
    LANG_HELP,
    STRICT_HELP,
    _bank,
    _console,
    _print_json,
    _settings,
    _solution,
    main,
)
from judge.model.errors import ExitStatus, JudgeError


# -- bank self-check (judge/verify.py runs the checks, verify_report.py prints them) ---------------
@main.command("verify")
@click.argument("slugs", nargs=-1, metavar="[SLUG]...")
@click.option(
    "--profile",
    type=click.Choice(["quick", "thorough"]),
    help="How hard to look (default: $JUDGE_VERIFY_PROFILE, else thorough when $CI is true, else quick).",
)
@click.option("--seed", type=int, help="Change the random comparisons' inputs (default: fixed per problem).")
@click.option(
    "--jobs",
    "-j",
    type=click.IntRange(1, 16),
    default=1,
    show_default=True,
    help="Checks run at once (a problem's solutions side by side).",
)
@click.option(
    "--fresh",
    is_flag=True,
    help="Judge every check now: the quick profile otherwise takes a solution's check that held in "
    "an earlier run from it, while nothing it depends on has changed.",
)
@click.option(
    "--fix-limits",
    is_flag=True,
    help="Write into each spec the time limit its margins say would pass, and the kernel ratio a "
    "spec lacks (the reference against the calibration kernel here); prints the diff.",
)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
@click.pass_context
def verify_command(
    ctx: click.Context,
    slugs: tuple[str, ...],
    profile: str | None,
    seed: int | None,
    jobs: int,
    fresh: bool,
    fix_limits: bool,
    as_json: bool,
) -> None:
    """Check the problems (all by default) and report every finding; exit 0 only if all hold.

    \b
    Per problem: the spec loads; the tests load; reference.py gets AC on all
    tests; brute.py agrees with it on every small input (exhaustively) and
    on random ones; each
    wrong_*.py gets WA (on some test that is not an example); each
    slow_*.py gets TLE, and TLE still at 2.6x the limit; any other
    solution file (and reference.py) gets AC with its slowest test at
    least 2.6x under the limit (times in reference-machine ms; a table of
    these margins ends the report).
    \b
    Profiles: quick (every list up to length 5 over 3 values, ints up to
    20 above their minimum, 200 random inputs up to size 8; a slow_*.py
    judged heaviest test first) and thorough (length 7, ints up to 30
    above, 3000 random inputs up to size 10; slow_*.py in the official
    order, as submit judges it). The quick profile takes a solution's
    check (brute, wrong_*, slow_*, accepted_*) that held from the run that
    proved it, while nothing it depends on has changed (the solution, the
    problem's spec, reference, support code and tests, the judge, this
    machine's runtime); --fresh and the thorough profile judge every check.
    \b
    --json: {"ok", "profile", "errors", "warnings", "problems": [{"slug",
      "ok", "margins": {"limit_ms", "slowest_accepted", "fastest_slow",
      "ok"}, "checks": [{"check", "ok", "skipped", "summary", "seconds",
      "diagnostics": [{"severity": "error"|"warning", "message"}],
      "margin", "kept"}]}]} (kept: when a kept proof was made,
      else null); a margin: {"file", "test", "ms", "limit_ms",
      "factor", "margin", "at_least", "ok"}
    """
    from judge.usecases import verify as verifying
    from judge.verify import verifier as verify

    settings = _settings(profile)
    chosen = verify.resolve_profile(settings.verify_profile)
    if fresh:
        chosen = replace(chosen, keeps_proofs=False)
    printer = None
    if not as_json:
        from judge.render.verify import VerifyPrinter

        printer = VerifyPrinter(_console())
    request = verifying.VerifyRequest(_bank(ctx), chosen, settings, slugs, seed, jobs)
    for event in verifying.verify(request):
        if not isinstance(event, verifying.Verified):
            if printer:
                printer.check(event)
            continue
        if printer:
            printer.margins(event.result)
            printer.proposals(event.result)
            printer.summary(event.result, event.seconds)
        else:
            _print_json(verify.verification_json(event.result))
        if fix_limits:
            try:
                edits = verifying.fix_limits(event.result, _bank(ctx), settings)
            except ValueError as exc:
                raise JudgeError(str(exc)) from None
            for edit in edits:
                click.echo(edit.diff, nl=False, err=as_json)
            click.echo(f"--fix-limits: {len(edits)} spec(s) written; verify again to prove them", err=True)
        ctx.exit(ExitStatus.OK if event.result.ok else ExitStatus.FAILED)


@main.command("bench")
@click.argument("slug")
@click.argument("file", required=False, type=click.Path(path_type=Path))
@click.option(
    "--budget",
    "budget_s",
    type=click.FloatRange(min=0.01),
    metavar="SECONDS",
    help="Stop growing n once one input takes more CPU time than this (default: the "
    "problem's time limit, so bench and submit agree on where it is passed).",
)
@click.option(
    "--samples",
    type=click.IntRange(1, 50),
    default=3,
    show_default=True,
    help="Inputs per size; the median time counts.",
)
@click.option("--sizes", metavar="N,N,...", help="Measure these n instead of doubling up to the largest.")
@click.option(
    "--plot",
    "plot_path",
    type=click.Path(dir_okay=False, path_type=Path),
    metavar="FILE.png",
    help="Also save a log-log plot (needs matplotlib: pip install 'judge[plot]').",
)
@click.option("--json", "as_json", is_flag=True, help="Print the points and the fitted growths as JSON.")
@click.option("--lang", metavar="LANG", help=LANG_HELP)
@click.pass_context
def bench_command(
    ctx: click.Context,
    slug: str,
    file: Path | None,
    budget_s: float | None,
    samples: int,
    sizes: str | None,
    plot_path: Path | None,
    as_json: bool,
    lang: str | None,
) -> None:
    """Time FILE and the reference on growing inputs; say how the time grows with n."""
    from judge.render import bench as bench_report
    from judge.usecases import bench as timing

    problem, solution = _problem_and_solution(ctx, slug, file, lang)
    if plot_path is not None:
        bench_report.pyplot()  # a missing matplotlib fails now, not after the measuring
    sizes_asked = timing.sizes_of(problem, sizes)
    request = timing.BenchRequest(problem, solution, _settings(), budget_s, samples, sizes_asked)
    result = timing.bench(request, None if as_json else _bench_started(request))
    if plot_path is not None and not result.compile_error:
        bench_report.save_plot(result, plot_path)
    if as_json:
        from judge.bench.timing import bench_json

        _print_json(bench_json(result))
    else:
        bench_report.print_bench(result, _console())
        if plot_path is not None and not result.compile_error:
            click.echo(f"plot saved to {plot_path}")
    ctx.exit(ExitStatus.OK if timing.passed(result) else ExitStatus.FAILED)


def _bench_started(request):
    """Say what is timed, and return the callback that prints a line after each size."""
    from judge.render import bench as bench_report
    from judge.render.layout import print_wrapped

    problem, budget_s = request.problem, request.budget_s
    budget = f"{budget_s:g} s" if budget_s else f"the {problem.limits.time_ms} ms time limit"
    print_wrapped(
        _console(),
        f"timing {request.solution.path} and the reference on {problem.slug}, n growing, "
        f"budget {budget} per input",
    )

    def on_size(n: int, points: dict) -> None:
        click.echo(bench_report.progress_line(n, points))

    return on_size


# -- stress testing (judge/stress.py draws, judges and shrinks; regressions.py keeps saved cases)
@main.command("stress")
@click.argument("slug")
@click.argument("file", required=False, type=click.Path(path_type=Path))
@click.option(
    "--count", default=1000, show_default=True, type=click.IntRange(min=1), help="Random inputs to try."
)
@click.option(
    "--seed", type=click.IntRange(min=0), help="Seed of the run (default: a new one; always printed)."
)
@click.option(
    "--max-size",
    type=click.IntRange(min=1),
    help="Largest list length and int parameter tried (default 10, within the limits).",
)
@click.option(
    "--jobs",
    default=1,
    show_default=True,
    type=click.IntRange(1, 64),
    help="Workers splitting the count, each with its own pair of children.",
)
@click.option("--save", is_flag=True, help="Keep the counterexample as your own case for `judge submit`.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object (shape above).")
@click.option("--no-record", is_flag=True, help="Do not record this run for `judge progress`.")
@click.option("--lang", metavar="LANG", help=LANG_HELP)
@click.option("--strict-types", is_flag=True, help=STRICT_HELP)
@click.pass_context
def stress_command(
    ctx: click.Context,
    slug: str,
    file: Path | None,
    count: int,
    seed: int | None,
    max_size: int | None,
    jobs: int,
    save: bool,
    as_json: bool,
    no_record: bool,
    lang: str | None,
    strict_types: bool,
) -> None:
    """Compare FILE with the reference on random inputs; shrink a difference to a minimal one.

    \b
    Small inputs first; on a failure the input is shrunk, then shown with
    the expected and actual answers and the reference's optimal line of play.
    A strategy problem's random starts are judged by its referee: the
    smallest start where a move loses value is shown with that position
    (the moves so far, your move, the best ones) and the command that
    replays it. An interactive problem's random secrets are games against
    its interactor (those the reference wins), shown with the dialogue.
    --json: {"verdict": "OK" | "FAIL", "cases_run", "seed", "counterexample":
    {"input", "expected", "got", "verdict", "message", "position"} | null,
    ...} ("position": a strategy's lost position, as submit's).
    Exit 0 OK, 1 FAIL, 130 interrupted before any failure, 2 bad input.
    """
    from judge.usecases import stress as stressing

    problem, solution = _problem_and_solution(ctx, slug, file, lang)
    request = stressing.StressRequest(
        problem, solution, _settings(), count, seed, max_size, jobs, strict_types, save, record=not no_record
    )
    console = _console()
    events = stressing.stress(request)
    stressed = _stressed(events, console, count, as_json)
    _show_stressed(request, stressed, console, as_json)
    for _ in events:  # the problem's IE is raised here; else the run is recorded
        pass
    if stressed.result.counterexample is not None:
        ctx.exit(ExitStatus.FAILED)
    ctx.exit(ExitStatus.INTERRUPTED if stressed.result.interrupted else ExitStatus.OK)


def _stressed(events, console, count: int, as_json: bool):
    """The run, its seed said first and its progress drawn as it goes (not for --json)."""
    from judge.render import stress as stress_report
    from judge.usecases import stress as stressing

    seeded = next(events)
    assert isinstance(seeded, stressing.Seeded)
    if not as_json:
        console.print(f"[dim]seed {seeded.seed} (replay with --seed {seeded.seed})[/dim]")
    with stress_report.progress_bar(console, count, enabled=not as_json) as on_progress:
        stressed = events.send(on_progress)
    assert isinstance(stressed, stressing.Stressed)
    return stressed


def _show_stressed(request, stressed, console, as_json: bool) -> None:
    """What the run found, as JSON or as the report (with `judge explain`'s command for it)."""
    from judge.render import stress as stress_report

    problem, result = request.problem, stressed.result
    example = result.counterexample
    if as_json:
        path = str(request.solution.path)
        _print_json(stress_report.stress_json(problem.slug, path, result, stressed.turns, stressed.saved_as))
        return
    hint = ""
    if stressed.explainable and example is not None and example.detail is None:
        from judge.explain.tables import suggestion

        hint = suggestion(problem, example.args, stressed.saved_as)
    stress_report.print_stress(
        result,
        console,
        count=request.count,
        turns=stressed.turns,
        play_note=stressed.play_note,
        saved_as=stressed.saved_as,
        explain_hint=hint,
    )
    if stressed.explainable and example is not None and problem.kind.value != "function":
        replay = _replay(problem.slug, example.args, request)  # the game or the dialogue again
        if example.detail is not None:  # a strategy's lost position
            from judge.render.strategy import print_strategy_failure

            print_strategy_failure(example.detail, console, replay)
        else:
            from judge.render.text import escape

            console.print(f"replay: {escape(replay)}", soft_wrap=True)
    if request.save and example is None:
        console.print("[dim]nothing to save: no counterexample[/dim]")


def _replay(slug: str, args: dict, request) -> str:
    """The command that plays the shrunk start again, its games and the lost position shown."""
    import json

    text = json.dumps(args, separators=(",", ":"))
    return f"judge run {slug} {request.solution.path} --input '{text}'"


if __name__ == "__main__":
    main()


def _problem_and_solution(ctx: click.Context, slug: str, file: Path | None, lang: str | None):
    """The problem (one stress and bench apply to) and the solution file, checked and read once."""
    from judge.grading.solution import solution_file

    problem = _bank(ctx).load(slug)
    if ctx.command.name == "bench":
        _not_played(problem, "bench")
    return problem, solution_file(_solution(problem.slug, file, lang), lang)


def _not_played(problem, command: str) -> None:
    """bench times a function on growing inputs: a played problem's time is its games', which the
    referee or interactor shares, so it refuses one in one line. (stress plays them: stress/played.py)"""
    from judge.model.problem import ProblemKind

    if problem.kind is ProblemKind.INTERACTIVE:
        raise JudgeError(
            f"{problem.slug} is an interactive problem: `judge {command}` does not apply to it yet "
            f"(`judge submit` judges its games, `judge run --input` plays one with the secret you give)"
        )
    if problem.kind is ProblemKind.STRATEGY:
        raise JudgeError(
            f"{problem.slug} is a strategy problem: `judge {command}` does not apply to it yet "
            f"(`judge submit` judges your strategy, `judge run --input` plays a start you give)"
        )
