"""`judge serve`: the local page (judge/serve/), started from the folder whose solutions it edits."""

from __future__ import annotations

from pathlib import Path

import click

from judge.cli.common import _bank, _settings, main
from judge.model.errors import ExitStatus, JudgeError


@main.command("serve")
@click.option(
    "--port", type=click.IntRange(0, 65535), default=0, show_default=True, help="The port (0: a free one)."
)
@click.pass_context
def serve_command(ctx: click.Context, port: int) -> None:
    """Serve a local page on 127.0.0.1 to read problems, edit SLUG.<ext> here, submit and watch the
    verdicts come case by case; prints the link to open (with its token). Ctrl-C ends it."""
    try:
        from judge.serve.server import serve
    except ImportError as exc:  # dependencies of the package, but say what to do if one is missing
        raise JudgeError(
            f"judge serve needs starlette and uvicorn ({exc.name} is missing): pip install judge"
        ) from None

    serve(_bank(ctx), _settings(), Path.cwd(), port, lambda line: click.echo(line))
    ctx.exit(ExitStatus.OK)
