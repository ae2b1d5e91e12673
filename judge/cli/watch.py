"""`judge watch SLUG FILE`: judge FILE again each time it is saved, redrawing the report.

Each save runs submit's own use case and live line (cli/submitting.py) with recording off: a watch
judges drafts, `judge submit` records. A save that is not a solution yet (empty mid-save) is said,
and the watch goes on. Ctrl-C ends it, exit 0.
"""

from __future__ import annotations

from pathlib import Path

import click

from judge.cli.common import LANG_HELP, _bank, _console, _settings, _solution, main
from judge.model.errors import ExitStatus, JudgeError


@main.command("watch")
@click.argument("slug")
@click.argument("file", required=False, type=click.Path(path_type=Path))
@click.option(
    "--all", "run_all", is_flag=True, help="Run every case instead of stopping at the first failure."
)
@click.option("--lang", metavar="LANG", help=LANG_HELP)
@click.pass_context
def watch_command(ctx: click.Context, slug: str, file: Path | None, run_all: bool, lang: str | None) -> None:
    """Judge FILE on problem SLUG now and again on every save, until Ctrl-C (nothing is recorded).

    Without FILE, the one SLUG.py (or SLUG.<ext>) in the current folder is watched, as submit finds it."""
    from judge.cli.submitting import submit_live
    from judge.render import submission as report
    from judge.usecases import watch

    problem = _bank(ctx).load(slug)
    file = _solution(problem.slug, file, lang)
    request = watch.WatchRequest(problem, file, _settings(), lang, run_all)
    console = _console()
    try:
        for saved in watch.saves(request):  # a missing file is an error now, not a watch of nothing
            if console.is_terminal:
                console.clear()
            else:
                console.rule(style="dim")
            console.print(f"[dim]{saved.reason}; Ctrl-C ends the watch[/dim]", soft_wrap=True)
            try:
                with watch.judging():  # the children are killed once the report is out
                    judged = submit_live(
                        watch.submit_request(request),
                        console,
                        lambda result: report.print_submission(result, console),
                    )
            except JudgeError as exc:  # e.g. the file is empty mid-save: said, and the watch goes on
                label = getattr(exc, "label", "error")
                console.print(f"judge: {label}: {exc.message}", markup=False, soft_wrap=True)
                continue
            if judged is None:  # Ctrl-C while judging: said by submit_live
                break
    except KeyboardInterrupt:
        pass
    console.print("\nwatch ended")
    ctx.exit(ExitStatus.OK)
