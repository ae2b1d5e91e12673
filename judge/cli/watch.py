"""`judge watch SLUG FILE`: judge FILE again each time it is saved, redrawing the report.

Watching uses watchfiles (inotify on Linux, through the Rust notify crate): it sees the saves of
editors that write a new file and rename it over the old one (the folder is watched, the file's
path filtered), and it gathers the burst of events one save makes into one change. A watch judges
drafts: nothing is recorded (`judge submit` records). Ctrl-C ends it, exit 0.
"""

from __future__ import annotations

from pathlib import Path

import click

from judge.cli.common import LANG_HELP, _bank, _console, _home, _language, main
from judge.model.errors import ExitStatus, JudgeError


@main.command("watch")
@click.argument("slug")
@click.argument("file", type=click.Path(path_type=Path))
@click.option(
    "--all", "run_all", is_flag=True, help="Run every case instead of stopping at the first failure."
)
@click.option("--lang", metavar="LANG", help=LANG_HELP)
@click.pass_context
def watch_command(ctx: click.Context, slug: str, file: Path, run_all: bool, lang: str | None) -> None:
    """Judge FILE on problem SLUG now and again on every save, until Ctrl-C (nothing is recorded)."""
    from judge.grading import files, judging

    problem = _bank(ctx).load(slug)
    files.check_solution_file(file)  # a missing file is an error now, not a watch of nothing
    language = _language(file, lang)
    console = _console()
    target = file.resolve()
    try:
        import watchfiles
    except ImportError:  # a dependency, but say what to do if it is missing
        raise JudgeError("judge watch needs watchfiles: pip install watchfiles") from None

    def judge_once(reason: str) -> None:
        from judge.bank.locate import cache_dir
        from judge.render import submission as report
        from judge.store import regressions

        if console.is_terminal:
            console.clear()
        else:
            console.rule(style="dim")
        console.print(f"[dim]{reason}; Ctrl-C ends the watch[/dim]", soft_wrap=True)
        try:
            files.check_solution_file(file)
            mine, _ = regressions.user_tests(problem)
            result = judging.submit(
                problem,
                file,
                cache=cache_dir(),
                run_all=run_all,
                extra_tests=mine,
                language=language,
                home=_home(),
            )
        except JudgeError as exc:  # e.g. the file is empty mid-save: said, and the watch goes on
            console.print(
                f"judge: {getattr(exc, 'label', 'error')}: {exc.message}", markup=False, soft_wrap=True
            )
            return
        report.print_submission(result, console)

    try:
        judge_once(f"watching {file}")
        for _ in watchfiles.watch(
            target.parent,
            watch_filter=lambda _, path: Path(path) == target,
            debounce=300,
            step=50,
            raise_interrupt=True,
            recursive=False,
        ):
            if target.exists():
                judge_once(f"{file} changed")
    except KeyboardInterrupt:
        console.print("\nwatch ended")
    ctx.exit(ExitStatus.OK)
