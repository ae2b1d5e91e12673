"""What every command shares: the `judge` group, its settings (built once, here, from the environment:
model/settings.py), the bank and home it uses, the error line, JSON out.

Heavy modules are imported inside the commands so that `judge --help` starts fast.
Exit codes (model.errors.ExitStatus): 0 accepted / all good, 1 any other verdict, 2 bad input (one line
on stderr), 130 interrupted.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import click

from judge.model.errors import ExitStatus, JudgeError
from judge.model.options import GROUP_OPTIONS, STRICT_HELP, Option
from judge.model.options import LANG_HELP as UNFILLED_LANG_HELP
from judge.sandbox.languages.registry import DEFAULT, names_shown

__all__ = ["LANG_HELP", "STRICT_HELP", "click_options", "main"]

LANG_HELP = UNFILLED_LANG_HELP.format(languages=names_shown())  # the registry's languages
F = TypeVar("F", bound=Callable[..., Any])

if TYPE_CHECKING:
    from judge.model.settings import Settings


class JudgeGroup(click.Group):
    """Turns every JudgeError into one line on stderr with its exit code, never a traceback."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except JudgeError as exc:
            _fail(ctx, exc)
        except KeyboardInterrupt:
            click.echo("judge: interrupted", err=True)
            ctx.exit(ExitStatus.INTERRUPTED)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """Each command with the first sentence of its help whole, wrapped under it at the
        terminal's width (click would cut it to fit one line with "...")."""
        rows = []
        for name in self.list_commands(ctx):
            command = self.get_command(ctx, name)
            if command is not None and not command.hidden:
                rows.append((name, command.get_short_help_str(limit=1000)))
        if rows:
            with formatter.section("Commands"):
                formatter.write_dl(rows)


def _fail(ctx: click.Context, exc: JudgeError) -> None:
    from judge.render.text import printable  # a file name or message may hold escapes

    label = getattr(exc, "label", "error")  # e.g. IE: the problem, not the input, is broken
    click.echo(f"judge: {label}: {printable(exc.message)}", err=True)
    ctx.exit(exc.exit_code)


def _show_version(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    if not value or ctx.resilient_parsing:
        return
    from importlib.metadata import version

    from judge.grading.calibration import cached
    from judge.sandbox.languages import toolchains

    try:  # an eager option: it runs while click parses, before the group's invoke catches errors
        calibrations = cached(_settings())
    except JudgeError as exc:
        _fail(ctx, exc)
    click.echo(f"judge, version {version('judge')}")
    for name, found, flags in toolchains():
        known = calibrations.get(name)
        speed = (
            f"time factor {known.factor:.2f} (calibrated {known.calibrated_at}; `judge calibrate` measures again)"
            if known
            else "time factor not measured yet (`judge calibrate`)"
        )
        click.echo(f"  {name:<10} {found}\n  {'':<10} {flags}\n  {'':<10} {speed}")
    ctx.exit(ExitStatus.OK)


def click_options(options: tuple[Option, ...]) -> Callable[[F], F]:
    """click's options made from a table of model/options.py, in its order (the early guess of the
    command line reads the same table)."""

    def decorate(function: F) -> F:
        for option in reversed(options):  # the decorator nearest the function comes first in --help
            settings: dict[str, Any] = {
                "help": LANG_HELP if option.help == UNFILLED_LANG_HELP else option.help
            }
            if option.takes_value:
                settings["metavar"] = option.metavar
                if option.minimum is not None:
                    settings["type"] = click.IntRange(min=option.minimum)
                if option.default is not None:
                    settings.update(default=option.default, show_default=True)
            else:
                settings["is_flag"] = True
            if option.envvar:
                settings["envvar"] = option.envvar
            function = click.option(option.name, option.dest, **settings)(function)
        return function

    return decorate


@click.group(cls=JudgeGroup)
@click_options(GROUP_OPTIONS)
@click.option(
    "--version",
    is_flag=True,
    expose_value=False,
    is_eager=True,
    callback=_show_version,
    help="Show the version, each language's toolchain and flags, and exit.",
)
@click.pass_context
def main(ctx: click.Context, problems_dir: str | None) -> None:
    """A local practice judge for two-player game DP problems."""
    source = ctx.get_parameter_source("problems_dir")
    origin = "JUDGE_PROBLEMS" if source is click.core.ParameterSource.ENVIRONMENT else "--problems"
    ctx.obj = {**(ctx.obj or {}), "problems": problems_dir, "origin": origin}  # keeps entry.py's "early"
    _settings()  # a malformed variable is said now, before any work


def _settings(verify_profile: str | None = None) -> Settings:
    """The settings of this run, read from the environment once, when the group starts, and kept
    in the root context; `verify_profile` (--profile) overrides JUDGE_VERIFY_PROFILE and CI."""
    from dataclasses import replace

    from judge.model.settings import SUPPORT_TIMEOUT_S, environment

    context = click.get_current_context(silent=True)
    kept = context.find_root().obj if context is not None else None
    if not isinstance(kept, dict):  # --version's callback runs before the group's
        kept = {}
    settings: Settings | None = kept.get("settings")
    if settings is None:
        settings = kept["settings"] = environment()
        if settings.support_timeout_s != SUPPORT_TIMEOUT_S:  # the sandbox is imported only then
            from judge.sandbox import support

            support.configure(settings.support_timeout_s)
    return replace(settings, verify_profile=verify_profile) if verify_profile else settings


def _bank(ctx: click.Context):
    from judge.bank.locate import find_bank

    return find_bank(ctx.obj["problems"], cache=_settings().cache_dir, origin=ctx.obj["origin"])


def _solution(slug: str, file: Path | None, lang: str | None) -> Path:
    """FILE as given; without one, the one `SLUG.<ext>` in the current folder (what `judge new` writes),
    of --lang's extensions if given."""
    if file is not None:
        return file
    from judge.sandbox.languages import LANGUAGES, named, of_extension

    wanted = named(lang) if lang else None
    found = sorted(
        path.name
        for path in Path.cwd().glob(f"{slug}.*")
        if path.is_file()
        and of_extension(path) is not None
        and (wanted is None or of_extension(path) is wanted)
    )
    if len(found) == 1:
        return Path(found[0])
    if not found:
        first, *others = [named(DEFAULT), *(entry for entry in LANGUAGES if entry.name != DEFAULT)]
        shown = ", ".join(entry.template_extension for entry in others)
        raise JudgeError(
            f"no FILE given, and no {slug}{first.template_extension} (or {shown}) in this folder; "
            f"`judge new {slug}` writes one"
        )
    raise JudgeError(f"no FILE given, and several solutions of {slug} here ({', '.join(found)}): name one")


def _console():
    """On a terminal, rich at its width; on a pipe, plain lines: no colour, and no line broken to a
    width nobody reads at (a long value or a JSON input stays on one line)."""
    from rich.console import Console

    console = Console(highlight=False)
    if not console.is_terminal:
        console.soft_wrap = True
    return console


def _language(file: Path, lang: str | None):
    """FILE's language (--lang, else its extension); a missing file or a FIFO is said first."""
    from judge.grading.files import check_file_entry
    from judge.sandbox.languages import for_file

    check_file_entry(file)
    return for_file(file, lang)


def _home() -> Path:
    return _settings().home


def _print_json(data: Any) -> None:
    from judge.render.json_text import json_batches  # a batch of lines at a time, never the whole text

    for piece in json_batches(data):
        click.echo(piece, nl=False)


def _confinement(as_json: bool) -> dict[str, Any]:
    """How the children of this run are confined (the `confinement` field of --json); without
    Landlock, a one-line note on stderr, once per run, unless the output is JSON."""
    from judge.sandbox import isolation, landlock

    support = landlock.support()
    if not support.abi and not as_json:
        click.echo(
            f"judge: note: the solution runs without Landlock confinement ({support.reason}); "
            "see README, Limits and safety",
            err=True,
        )
    return {**support.describe(), **isolation.support().describe()}
