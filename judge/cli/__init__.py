"""The command line: parse, call one core function, render, exit. Every command is registered here.

Heavy modules are imported inside the commands so that `judge --help` starts fast.
Exit codes: 0 accepted / all good, 1 any other verdict, 2 bad input (one line on stderr).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click

from judge.model.errors import JudgeError


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
    """On a terminal, rich at its width; on a pipe, plain lines: no colour, and no line broken to a
    width nobody reads at (a long value or a JSON input stays on one line)."""
    from rich.console import Console

    console = Console(highlight=False)
    if not console.is_terminal:
        console.soft_wrap = True
    return console


def _language(file: Path, lang: str | None):
    from judge.sandbox.languages import for_file

    return for_file(file, lang)


def _home() -> Path:
    from judge.bank.locate import judge_home

    return judge_home()


LANG_HELP = "The solution's language (default: from the file's extension: .py .java .cpp .js .go)."


def _print_json(data: Any) -> None:
    click.echo(json.dumps(data, indent=2))


# The commands register themselves on `main` when their modules load.
from judge.cli import practice, problems, saved, tools, watch  # noqa: E402, F401
