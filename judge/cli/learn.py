"""Learning the games: `judge explain` (the reference's table and optimal line) and `judge play`."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import click

from judge.cli.common import LANG_HELP, _bank, _console, _print_json, _settings, main
from judge.model.errors import ExitStatus, InputError

if TYPE_CHECKING:
    from judge.model.problem import Problem, TestCase


@main.command("explain")
@click.argument("slug")
@click.argument("file", required=False, type=click.Path(path_type=Path))
@click.option(
    "--input",
    "input_text",
    metavar="JSON",
    help="The arguments as a JSON object, e.g. '{\"nums\": [1, 5, 2]}'.",
)
@click.option(
    "--case",
    "case_name",
    metavar="NAME",
    help="A test of the bank by name (or a case saved by `judge stress --save`).",
)
@click.option("--json", "as_json", is_flag=True, help="Print the table and the line as one JSON object.")
@click.option("--lang", metavar="LANG", help=LANG_HELP)
@click.pass_context
def explain_command(
    ctx: click.Context,
    slug: str,
    file: Path | None,
    input_text: str | None,
    case_name: str | None,
    as_json: bool,
    lang: str | None,
) -> None:
    """Draw the reference's DP table for one input, and the optimal line of play through it.

    \b
    The answer's cell is bracketed, the cells the optimal line passes
    through are starred, the fill order is stated. With FILE, your solution
    runs on the same input (in a sandboxed child) and a different answer is
    marked. Inputs too large to draw are refused with the largest size
    that fits.
    --json: {"problem", "input", "answer", "verdict", "table": {"title",
      "meaning", "recurrence", "fill_order", "row_labels", "col_labels",
      "cells", "answer_cell", "path", "fill", "derivation"} | null,
      "line": [{"player", "move", "scores", "state", "value"}], "note",
      "yours": {"got", "verdict", "differs", "table": {"name", "where",
      "kind"}, "first_difference": {"cell", "row", "col", "expected",
      "got"} | null, "compared", "differing"} | null}
      (with FILE in Python, your own table of the reference's shape is
      read after the call: a dp local to your method, self.dp / self.memo,
      or a module-level dp; "table_note" says why when there is none)
    """
    from judge.explain import tables as explaining
    from judge.usecases import explain as explained

    if (input_text is None) == (case_name is None):
        raise InputError("give exactly one of --input JSON or --case NAME")
    problem = _bank(ctx).load(slug)
    explaining.begin(problem)  # the problem's file loads in its child meanwhile
    if input_text is not None:
        args = explaining.parse_input(input_text)
    else:
        args = _named_case(problem, case_name or "").args
    solution = None
    if file is not None:
        from judge.grading.solution import solution_file

        solution = solution_file(file, lang)
    if not as_json:
        from judge.render.explain import print_explanation
    found = explained.explain(explained.ExplainRequest(problem, args, _settings(), solution))
    if as_json:
        from judge.model.serial import to_json

        _print_json(to_json(found))
    else:
        print_explanation(found, _console())
    ctx.exit(ExitStatus.FAILED if explained.differs(found) else ExitStatus.OK)


def _named_case(problem: Problem, name: str) -> TestCase:
    """The test or saved case named `name`. The examples and literal tests are searched first: an
    example is found without the reference computing every generated test's expected value (seconds
    on a fresh home). Else every test and saved case, read as they are searched: a data file of
    10,000 large tests is never held."""
    from judge.explain import tables as explaining
    from judge.grading.cases import stream_tests
    from judge.grading.validation import check_literal_tests
    from judge.store import regressions

    settings = _settings()
    check_literal_tests(problem, settings.cache_dir)  # the problem's own rules, as stream_tests does
    for part in (problem.examples, problem.tests):
        for case in part:
            if case.name == name:
                return case
    mine, _ = regressions.user_tests(problem, settings)
    return explaining.find_case(stream_tests(problem, settings.cache_dir, mine, settings=settings), name)


@main.command("play")
@click.argument("slug")
@click.option(
    "--input",
    "input_text",
    metavar="JSON",
    help="The game's arguments as a JSON object (default: the first example's).",
)
@click.option(
    "--side",
    type=click.Choice(["first", "second"]),
    help="Move first (the default), or let the opponent start; with --strategy: the side your "
    "strategy plays (default: each side the problem has).",
)
@click.option(
    "--strategy",
    "strategy_file",
    metavar="FILE",
    type=click.Path(path_type=Path),
    help="Watch your strategy (a strategy problem's class) play the optimal opponent instead, "
    "move by move, after the table its moves should follow; each move is judged.",
)
@click.option("--lang", metavar="LANG", help=LANG_HELP)
@click.pass_context
def play_command(
    ctx: click.Context,
    slug: str,
    input_text: str | None,
    side: str | None,
    strategy_file: Path | None,
    lang: str | None,
) -> None:
    """Play the game against an opponent that always plays a best move.

    \b
    Each turn shows the position and your legal moves; type a move's key,
    `hint` (or h) to see where each of your moves leads with best play,
    `quit` (or q) to stop. At the end your result is shown next to what
    optimal play from the start gives.
    \b
    With --strategy FILE (a strategy problem, or the value problem it plays:
    `judge play pots-of-gold --strategy mine.py` plays pots-of-gold-play),
    your strategy plays instead; exit 0 if every move kept the value.
    """
    from judge.explain import tables as explaining
    from judge.render import play as words
    from judge.usecases import play as playing

    problem = _bank(ctx).load(slug)
    args = explaining.parse_input(input_text) if input_text is not None else None
    if strategy_file is not None:
        _watch(ctx, problem, strategy_file, lang, args, side)
    elif lang is not None:
        raise InputError("--lang goes with --strategy FILE: the game in the terminal is yours to play")
    game = playing.play(playing.PlayRequest(problem, args, first=side != "second"))
    event = next(game)
    while not isinstance(event, playing.Over):
        if isinstance(event, playing.Began):
            _say(
                f"{problem.title} on {explaining.json.dumps(event.args)}: you are {event.you}, "
                f"the opponent is {event.opponent}"
            )
        elif isinstance(event, playing.Position):
            _say(words.position(event.session))
        elif isinstance(event, playing.Replied):
            _say(words.reply(event.session, event.move, event.opponent))
        else:  # the user's turn: its offer once, a refused key's message, then the next key
            if isinstance(event, playing.Illegal):
                _say(f"not a legal move: {event.key!r} (moves: {', '.join(event.keys)}; hint; quit)")
            else:
                _say(words.offer(event.session))
            event = game.send(_read_move(ctx, partial(words.hint, event.session)))
            continue
        event = next(game)
    _say(words.position(event.session))
    _say(words.ending(event.session))


def _say(text: str) -> None:
    """Play's lines, each wrapped at spaces to the terminal's width under its own indent (a move's
    label under the label); to a pipe, as they are."""
    import re
    import shutil

    from judge.render.layout import plain_output, wrap

    room = None if plain_output() else shutil.get_terminal_size().columns
    for line in text.split("\n"):
        lead = re.match(r"\s*(\S+  )?", line)
        indent = " " * (lead.end() if lead and lead.group(1) else len(line) - len(line.lstrip()) + 2)
        click.echo("\n".join(wrap(line, room, indent=indent)))


def _read_move(ctx: click.Context, hint: Callable[[], str]) -> str:
    """The next key typed that is not a hint; the game abandoned (exit 1) on quit or end of input."""
    import sys

    while True:
        click.echo("> ", nl=False)
        line = sys.stdin.readline()
        if not line:
            click.echo("\njudge: input ended; game abandoned", err=True)
            ctx.exit(ExitStatus.FAILED)
        key = line.strip()
        if key in ("q", "quit"):
            click.echo("game abandoned")
            ctx.exit(ExitStatus.FAILED)
        if key not in ("h", "hint", "?"):
            return key
        _say(hint())


def _watch(ctx: click.Context, problem, path: Path, lang: str | None, args, side: str | None) -> None:
    """`judge play --strategy`: the table, then the strategy's games, then the judgement; exits."""
    from judge.grading.solution import solution_file
    from judge.model.problem import ProblemKind
    from judge.render.play import print_watched
    from judge.usecases import play as playing

    if problem.kind is ProblemKind.FUNCTION:  # the value problem: its game played by a strategy
        played = f"{problem.slug}-play"
        if played not in _bank(ctx).slugs():
            raise InputError(
                f"{problem.slug} has no strategy version ({played}): --strategy has nothing to play"
            )
        problem = _bank(ctx).load(played)
    if problem.kind is not ProblemKind.STRATEGY:
        raise InputError(f"{problem.slug} is an interactive problem: `judge run --input` shows its dialogue")
    assert problem.strategy is not None
    index = None if side is None else 0 if side == "first" else 1
    if index is not None and index >= len(problem.strategy.sides):
        raise InputError(f"--side {side}: you play only {problem.strategy.sides[0]} in {problem.slug}")
    request = playing.WatchRequest(problem, solution_file(path, lang), _settings(), args, index)
    watched = playing.watch(request)
    print_watched(problem.slug, watched, _console())
    ctx.exit(ExitStatus.OK if watched.passed else ExitStatus.FAILED)
