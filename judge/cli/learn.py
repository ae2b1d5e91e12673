"""Learning the games: `judge explain` (the reference's table and optimal line) and `judge play`."""

from __future__ import annotations

from pathlib import Path

import click

from judge.cli import LANG_HELP, _bank, _console, _home, _language, _print_json, main
from judge.model.errors import InputError


@main.command("explain")
@click.argument("slug")
@click.argument("file", required=False, type=click.Path(path_type=Path))
@click.option("--input", "input_text", metavar="JSON", help='The arguments as a JSON object, e.g. \'{"nums": [1, 5, 2]}\'.')
@click.option("--case", "case_name", metavar="NAME",
              help="A test of the bank by name (or a case saved by `judge stress --save`).")
@click.option("--json", "as_json", is_flag=True, help="Print the table and the line as one JSON object.")
@click.option("--lang", metavar="LANG", help=LANG_HELP)
@click.pass_context
def explain_command(ctx: click.Context, slug: str, file: Path | None, input_text: str | None,
                    case_name: str | None, as_json: bool, lang: str | None) -> None:
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
      "yours": {"got", "verdict", "differs"} | null}
    """
    from judge.explain import tables as explaining

    if (input_text is None) == (case_name is None):
        raise InputError("give exactly one of --input JSON or --case NAME")
    problem = _bank(ctx).load(slug)
    if input_text is not None:
        args = explaining.parse_input(input_text)
    else:
        args = explaining.find_case(_cases(problem), case_name or "").args
    found = explaining.explain(problem, args)
    if file is not None:
        from judge.grading.judging import check_solution_file

        check_solution_file(file)
        found = explaining.compare_yours(problem, found, file, _language(file, lang), _home())
    if as_json:
        _print_json(explaining.explanation_json(found))
    else:
        from judge.render.explain import print_explanation

        print_explanation(found, _console())
    differs = bool(found.yours) and (found.yours.get("differs") or found.yours.get("error"))
    ctx.exit(1 if differs else 0)


def _cases(problem):
    from judge.bank.locate import cache_dir
    from judge.grading.judging import load_tests
    from judge.store import regressions

    mine, _ = regressions.user_tests(problem)
    return [*problem.examples, *problem.tests, *mine, *load_tests(problem, cache_dir())]
