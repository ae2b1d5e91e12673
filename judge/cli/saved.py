"""`judge regressions`: the counterexamples `judge stress --save` kept, listed and deleted."""

from __future__ import annotations

import click

from judge.cli.common import _bank, _console, _home, _print_json, main


@main.command("regressions")
@click.argument("slug")
@click.option(
    "--delete", "delete", multiple=True, metavar="NAME", help="Forget this saved case (repeat for more)."
)
@click.option("--clear", is_flag=True, help="Forget every saved case of SLUG.")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON list (shape below).")
@click.pass_context
def regressions_command(
    ctx: click.Context, slug: str, delete: tuple[str, ...], clear: bool, as_json: bool
) -> None:
    """Your saved cases of problem SLUG (kept by `judge stress --save`, run by every submit).

    \b
    --json: [{"name", "input", "expected", "saved_at"}] (with --delete or
    --clear: the cases removed). The stored expected value is what the
    reference said when the case was saved; submit asks it again.
    """
    from judge.model.errors import InputError
    from judge.render.failures import print_saved
    from judge.store import regressions

    problem = _bank(ctx).load(slug)
    if delete and clear:
        raise InputError("--delete and --clear: use one of them")
    changing = bool(delete) or clear
    home = _home()
    cases = (
        regressions.delete(problem.slug, list(delete), home)
        if changing
        else regressions.load(problem.slug, home)
    )
    if as_json:
        _print_json(
            [{"name": c.name, "input": c.args, "expected": c.expected, "saved_at": c.saved_at} for c in cases]
        )
    else:
        print_saved(
            problem.slug,
            cases,
            _console(),
            deleted=changing,
            path=str(regressions.regressions_file(problem.slug, home)),
        )
