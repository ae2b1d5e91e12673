"""A newcomer's session on an 80x30 terminal: new, submit (AC and WA), stress, explain, play, run,
watch, history and progress, each one judge process on a real pseudo-terminal whose size is set by
TIOCSWINSZ (COLUMNS and LINES say the same), as a terminal multiplexer's pane of that size would
give it. Each final screen (tests/terminal.py replays the cursor moves: erased live lines gone)
is checked for:

- no line wider than 80 columns (the terminal would wrap it wherever column 80 falls);
- no word broken across two lines: a line filled to column 80 that ends in a letter or digit,
  followed by a line whose text starts with a lowercase letter or a digit, is a word folded at the
  edge, unless the line's last word appears whole elsewhere on the screen (then it is a word that
  happened to end at column 80, and the next line is the next word);
- no cut number: no digit next to an ellipsis ("LeetCode 14…", "1.2…", "…34");
- no empty column: in every table (a header line followed by rows, cells set apart by two spaces
  or more), each header has something under it in at least one row.

The checks are tested on made-up screens first, so that each can be seen to fail. The sessions
use the shipped example solutions (examples/, solutions/predict-the-winner/wrong_greedy.py).
"""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest
from terminal import TerminalRun

REPO = Path(__file__).resolve().parent.parent
WIDTH, HEIGHT = 80, 30
EXAMPLE = REPO / "examples" / "predict_the_winner.py"
WRONG = REPO / "solutions" / "predict-the-winner" / "wrong_greedy.py"
VII = REPO / "solutions" / "stone-game-vii" / "reference.py"
URL = re.compile(r"\s*https?://\S+")
WORD_END = re.compile(r"[A-Za-z0-9]+$")
WORD_START = re.compile(r"\s*([a-z0-9][A-Za-z0-9]*)")
CUT_NUMBER = re.compile(r"[0-9][.,]?(…|\.\.\.(?!\.))|(…|(?<!\.)\.\.\.)[0-9]")
GAP = re.compile(r"\S {2,}(?=\S)")
BOX = set("│┃━─┏┡└┌╇┳┩┼")


# -- the checks ------------------------------------------------------------------------------------
def too_wide(lines: list[str]) -> list[str]:
    return [line for line in lines if len(line) > WIDTH and not URL.fullmatch(line)]


def broken_words(lines: list[str]) -> list[str]:
    """The pairs of lines (joined by " | ") that fold a word at column 80 (see the module's doc)."""
    whole = set()
    for line in lines:  # every word that is whole somewhere: not the last one of a full line
        words = re.findall(r"[A-Za-z0-9]+", line)
        whole.update(words if len(line) < WIDTH else words[:-1])
    found = []
    for first, second in zip(lines, lines[1:]):
        end, start = WORD_END.search(first), WORD_START.match(second)
        path = "/" in (first.split() or [""])[-1]  # a path, printed whole: its end at column 80 is chance
        if len(first) == WIDTH and end and start and end.group() not in whole and not path:
            found.append(f"{first} | {second}")
    return found


def cut_numbers(lines: list[str]) -> list[str]:
    return [line for line in lines if CUT_NUMBER.search(line)]


def is_row(line: str) -> bool:
    """A table's line: cells set apart by two spaces or more (a fold line "... 6 more ..." is not)."""
    return bool(GAP.search(line)) and not line.lstrip().startswith("...") and not BOX & set(line)


def empty_columns(lines: list[str]) -> list[str]:
    """Each header (of a table: a row line after a non-row line, with rows below it) that has
    nothing under it in any of its rows, as "header (in: header line)"."""
    found = []
    index = 0
    while index < len(lines):
        if not is_row(lines[index]) or (index and is_row(lines[index - 1])):
            index += 1
            continue
        header, rows = lines[index], []
        index += 1
        while index < len(lines) and (is_row(lines[index]) or lines[index].lstrip().startswith("...")):
            if is_row(lines[index]):
                rows.append(lines[index])
            index += 1
        if not rows:
            continue
        cells = [(m.start(), m.group()) for m in re.finditer(r"\S+(?: \S+)*", header)]
        for number, (start, name) in enumerate(cells):
            end = cells[number + 1][0] if number + 1 < len(cells) else None
            if not any(row[start:end].strip() for row in rows):
                found.append(f"{name} (in: {header.strip()})")
    return found


def problems(lines: list[str]) -> dict[str, list[str]]:
    return {
        "wider than 80": too_wide(lines),
        "a word broken": broken_words(lines),
        "a number cut": cut_numbers(lines),
        "an empty column": empty_columns(lines),
    }


def test_each_check_fails_on_a_screen_that_breaks_it() -> None:
    edge = "x" * 62 + " judge submit stone-ga"  # 85 wide, as a terminal would get it
    assert too_wide([edge]) and not too_wide(["https://leetcode.com/" + "a" * 80])
    folded = ["x" * 59 + " judge submit stone-g", "ame mine.py"]  # folded at the edge
    assert len(folded[0]) == WIDTH and broken_words(folded)
    wrapped = ["y" * 63 + " judge submit the", "game mine.py", "the game"]  # "the" is whole elsewhere
    assert len(wrapped[0]) == WIDTH and not broken_words(wrapped)
    assert not broken_words(["short line ending in a", "word"])  # not at the edge: a wrap, not a fold
    assert cut_numbers(["LeetCode 14…"]) and cut_numbers(["max 1.3…"]) and cut_numbers(["…45 ms"])
    assert not cut_numbers(["[1, 2, … (599 characters) … 9]", "... 6 more accepted ..."])
    table = ["case       verdict  time  vs ref", "example-1  AC       1 ms", "example-2  WA       2 ms"]
    assert empty_columns(table) == ["vs ref (in: case       verdict  time  vs ref)"]
    table[2] += "    1.0x"
    assert not empty_columns(table)


# -- the session -----------------------------------------------------------------------------------
def play(run: TerminalRun) -> None:
    """A hint, then the left end each turn until the game ends (each key once its prompt shows)."""
    for key in [b"h\n"] + [b"l\n"] * 10:
        prompts = run.text.count("> ")
        if not run.read_until(f"(> .*){{{prompts + 1}}}" if prompts else "> ", timeout=20):
            break  # the game is over: no prompt comes
        os.write(run.master, key)


def watch(run: TerminalRun) -> None:
    """The first judging, then Ctrl-C."""
    assert run.read_until(r"Accepted: \d+/\d+ passed"), run.text
    run.interrupt()


SESSION: list[tuple[str, tuple[str, ...], object]] = [
    ("new", ("new", "stone-game-vii"), None),
    ("submit AC", ("submit", "predict-the-winner", str(EXAMPLE)), None),
    ("submit WA", ("submit", "predict-the-winner", str(WRONG)), None),
    ("stress", ("stress", "predict-the-winner", str(WRONG), "--seed", "1"), None),
    ("explain", ("explain", "predict-the-winner", "--input", '{"nums": [1, 5, 2, 4]}'), None),
    ("play", ("play", "stone-game", "--input", '{"piles": [5, 3, 4, 5]}'), play),
    (
        "run",
        ("run", "stone-game-vii", str(VII), "--input", json.dumps({"stones": list(range(1, 200))})),
        None,
    ),
    ("watch", ("watch", "predict-the-winner"), watch),  # finds predict-the-winner.py here
    ("history", ("history",), None),
    ("progress", ("progress",), None),
]
EXPECTED = {  # each screen shows what it is for (a blank screen would pass every check)
    "new": "judge it with: judge submit stone-game-vii",
    "submit AC": "AC Accepted",
    "submit WA": "WA Wrong Answer",
    "stress": "shrunk from",
    "explain": "answer: true",
    "play": "you",
    "run": "AC Accepted",
    "watch": "watch ended",
    "history": "predict-the-winner",
    "progress": "Solved 1 of",
}


@pytest.fixture(scope="module")
def screens(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[int, list[str], str]]:
    """Every command of the session in order, in one home and folder: (exit code, screen lines,
    stderr) by name."""
    root = tmp_path_factory.mktemp("screen")
    home, folder = root / "home", root / "work"
    folder.mkdir()
    shutil.copy(EXAMPLE, folder / "predict-the-winner.py")
    found = {}
    for name, args, act in SESSION:
        run = TerminalRun(*args, home=home, columns=WIDTH, rows=HEIGHT, cwd=folder)
        if callable(act):
            act(run)
        code, screen, stderr = run.finish()
        found[name] = (code, screen.split("\n"), stderr)
    return found


@pytest.mark.parametrize("name", [name for name, _, _ in SESSION])
def test_the_screen_at_80x30(name: str, screens: dict[str, tuple[int, list[str], str]]) -> None:
    code, lines, stderr = screens[name]
    assert "Traceback" not in stderr, stderr
    assert code in (0, 1), (code, stderr)
    assert EXPECTED[name] in "\n".join(lines), "\n".join(lines)
    found = {kind: shown for kind, shown in problems(lines).items() if shown}
    assert not found, "\n".join(lines) + "\n" + json.dumps(found, indent=1, ensure_ascii=False)
