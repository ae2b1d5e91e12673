"""`judge history --show ID` and `--diff ID1 ID2`: the files of recorded submissions."""

from __future__ import annotations

import difflib

import click

from judge.cli.common import _home, _print_json
from judge.model.errors import InputError


def show_or_diff(show_id: int | None, diff_ids: tuple[int, int] | None, as_json: bool) -> None:
    from judge.model.serial import to_json
    from judge.store import progress
    from judge.store.sources import source_of

    if show_id is not None and diff_ids:
        raise InputError("--show and --diff: use one of them")
    wanted = [show_id] if show_id is not None else list(diff_ids or ())
    path = progress.database_path(_home())
    if not path.exists():
        raise InputError(f"no submission #{wanted[0]}: nothing is recorded yet ({path})")
    with progress.ProgressStore.open(path) as store:
        by_id = {row.id: row for row in store.submissions()}
        found = []
        for wanted_id in wanted:
            row = by_id.get(wanted_id)
            if row is None:
                raise InputError(f"no submission #{wanted_id} (judge history lists them)")
            text = source_of(store, row.content_hash)
            if text is None:
                raise InputError(
                    f"submission #{wanted_id}: its file's text was not kept (recorded "
                    f"before the judge kept files, or over 1 MiB)"
                )
            found.append((row, text))
    if as_json:
        rows = [{**to_json(row), "text": text} for row, text in found]
        _print_json(rows[0] if show_id is not None else rows)
        return
    if show_id is not None:
        click.echo(found[0][1], nl=not found[0][1].endswith("\n"))
        return
    (old, old_text), (new, new_text) = found
    lines = difflib.unified_diff(
        old_text.splitlines(keepends=True),
        new_text.splitlines(keepends=True),
        fromfile=f"#{old.id} {old.verdict} {old.solution}",
        tofile=f"#{new.id} {new.verdict} {new.solution}",
    )
    text = "".join(line if line.endswith("\n") else line + "\n" for line in lines)
    click.echo(text or f"#{old.id} and #{new.id} are the same file\n", nl=False)
