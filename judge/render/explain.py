"""Drawing an explanation: the DP table with its answer and path marked, then the optimal line.

Marks survive without colour: a cell on the optimal path is starred (`*7`), the answer's cell is
bracketed (`[6]`), a cell where your own table first differs is shown as `yours≠ref`.
"""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.table import Table

from judge.explain.tables import Explanation
from judge.render.layout import print_grid, width
from judge.render.stress import print_line_of_play
from judge.render.text import escape  # control characters escaped too


def _cell(value: Any, on_path: bool, is_answer: bool, differs: dict | None) -> tuple[str, str]:
    """(plain text, style): the marks are in the text, so they survive without colour."""
    if value is None:
        return "", ""
    text = _show(value)
    if differs is not None:
        return f"{_show(differs['got'])}≠{text}", "bold red"
    if is_answer:
        return f"[{text}]", "bold reverse"
    if on_path:
        return f"*{text}", "bold yellow"
    return text, ""


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list | tuple):
        return "(" + ",".join(_show(v) for v in value) + ")"
    return str(value)


def print_table(
    table: dict[str, Any],
    console: Console,
    differs: dict | None = None,
    starred: str = "the states the optimal line below passes through",
) -> None:
    path = {tuple(cell) for cell in table.get("path", [])}
    answer = tuple(table["answer_cell"])
    wrong = tuple(differs["cell"]) if differs else None
    rows = [
        [
            (table["row_labels"][r], "dim"),
            *(
                _cell(v, (r, c) in path, (r, c) == answer, differs if (r, c) == wrong else None)
                for c, v in enumerate(row)
            ),
        ]
        for r, row in enumerate(table["cells"])
    ]
    console.print(f"[bold]{escape(table['meaning'])}[/]")
    console.print(f"recurrence: {escape(table['recurrence'])}")
    if width(console) is None:  # a pipe: tab-separated cells, the marks in the text
        print_grid(
            console,
            table["title"],
            [("", "right"), *((label, "right") for label in table["col_labels"])],
            rows,
        )
    else:  # drawn as the tutorials draw it
        grid = Table(title=escape(table["title"]), title_justify="left", show_lines=False)
        grid.add_column("", style="dim", justify="right")
        for label in table["col_labels"]:
            grid.add_column(escape(label), justify="right")
        for row in rows:
            grid.add_row(
                *(f"[{style}]{escape(text)}[/]" if style and text else escape(text) for text, style in row)
            )
        console.print(grid)
    console.print(f"fill order: {escape(table['fill_order'])}")
    console.print(f"answer cell {list(answer)} (bracketed): {escape(table.get('derivation', ''))}")
    console.print(f"starred cells (*): {escape(starred)}")


def print_line(turns: list[dict[str, Any]], console: Console) -> None:
    print_line_of_play(turns, console, "Optimal line of play", _state)


def _state(turn: dict[str, Any]) -> str:
    if "state" not in turn:
        return ""
    value = _show(turn["value"])
    return f"{turn['state']}: {value}" if " " in value else f"{turn['state']} = {value}"


def print_explanation(found: Explanation, console: Console) -> None:
    console.print(f"[bold]{escape(found.slug)}[/] on {escape(_args(found.args))}")
    if found.table is not None:
        print_table(found.table, console, found.yours.get("first_difference") if found.yours else None)
        if found.yours.get("table"):  # right under the table it is compared with
            print_table_comparison(found.yours, console)
    if found.note:
        console.print(f"[dim]{escape(found.note)}[/dim]")
    if found.line:
        print_line(found.line, console)
    if found.answer is not None:
        console.print(
            f"answer: [bold]{escape(_show(found.answer))}[/]"
            + (f" ({escape(found.verdict)})" if found.verdict else "")
        )
    if found.yours:
        print_yours(found.yours, found.answer, console)


def print_yours(yours: dict[str, Any], expected: Any, console: Console) -> None:
    if yours.get("error"):
        console.print(f"your solution: [bold red]{escape(yours['error'])}[/]")
        return
    got = _show(yours.get("got"))
    if yours.get("differs"):
        console.print(
            f"your answer:   [bold red]{escape(got)}[/] differs from the reference's "
            f"{escape(_show(expected))} ({escape(str(yours.get('verdict')))})"
        )
    else:
        console.print(f"your answer:   [green]{escape(got)}[/] agrees with the reference")
    if yours.get("table_note"):
        console.print(f"[dim]{escape(yours['table_note'])}[/dim]")


WHERE = {
    "local": "a local variable of your method",
    "self": "an attribute of your Solution",
    "module": "a module-level variable",
}


def print_table_comparison(yours: dict[str, Any], console: Console) -> None:
    """Where your own table first differs from the reference's, in the reference's fill order."""
    table = yours["table"]
    name = f"{'self.' if table['where'] == 'self' else ''}{table['name']}"
    found = f"your table [bold]{escape(name)}[/] ({WHERE.get(table['where'], table['where'])})"
    compared, differing = yours.get("compared", 0), yours.get("differing", 0)
    held = " (a memo: only the cells it holds are compared)" if table.get("kind") == "memo" else ""
    first = yours.get("first_difference")
    if not first:
        console.print(f"{found} agrees with the reference's in all {compared} cells compared{held}")
        return
    console.print(
        f"{found} first differs at cell {first['cell']} ({escape(str(first['row']))}, "
        f"{escape(str(first['col']))}), the first in fill order: yours "
        f"[bold red]{escape(_show(first['got']))}[/], the reference's "
        f"[bold]{escape(_show(first['expected']))}[/]; {differing} of {compared} cells "
        f"differ{held}"
    )
    if differing == compared and compared > 1:
        console.print(
            "[dim]every cell differs: your table may hold another quantity than the "
            "reference's (its meaning is stated above the table)[/dim]"
        )


def _args(args: dict[str, Any]) -> str:
    import json

    return json.dumps(args)
