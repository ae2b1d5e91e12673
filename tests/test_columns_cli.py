"""The terminal at 80 columns: every command renders within the terminal's
width on a real pseudo-terminal (no line the terminal would wrap mid-word), `judge list` never cuts
a slug, and output to a pipe is plain: no trailing padding, a long value on one line."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from conftest import run_judge
from terminal import run_on_terminal

REPO = Path(__file__).resolve().parent.parent
LONG = "remove-colored-pieces-if-both-neighbors-are-the-same-color"  # the longest slug, 58
SLUGS = sorted(path.stem for path in (REPO / "problems").glob("*.yaml"))
GREEDY = REPO / "solutions" / "predict-the-winner" / "wrong_greedy.py"


@pytest.fixture(scope="module")
def records(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A JUDGE_HOME with a WA and an AC recorded, one of them on the longest slug."""
    home = tmp_path_factory.mktemp("columns") / "home"
    run_judge("submit", "predict-the-winner", str(GREEDY), home=home)
    run_judge("submit", LONG, str(REPO / "solutions" / LONG / "reference.py"), home=home)
    return home


def screen_lines(*args: str, home: Path, columns: int) -> list[str]:
    code, screen, stderr = run_on_terminal(*args, home=home, columns=columns)
    assert "Traceback" not in stderr, stderr
    return screen.split("\n")


def assert_fits(lines: list[str], columns: int) -> None:
    """No line over the width, but a URL alone on its line (split, it would no longer open)."""
    long = [line for line in lines if len(line) > columns and not re.fullmatch(r"https?://\S+", line)]
    assert not long, f"{len(long)} lines over {columns} columns, e.g. {long[0]!r}"


COMMANDS = [
    ("list",),
    ("progress",),
    ("history",),
    ("show", LONG),
    ("show", "stone-game-vii"),
    ("submit", "predict-the-winner", str(GREEDY), "--no-record", "--all", "--show-failures", "3"),
    (
        "run",
        "stone-game-vii",
        str(REPO / "solutions" / "stone-game-vii" / "reference.py"),
        "--input",
        json.dumps({"stones": list(range(1, 60))}),
    ),
    (
        "bench",
        "stone-game-vii",
        str(REPO / "solutions" / "stone-game-vii" / "reference.py"),
        "--budget",
        "0.02",
    ),
    ("stress", "predict-the-winner", str(GREEDY), "--seed", "1"),
    ("explain", "predict-the-winner", "--input", '{"nums": [1, 5, 2, 4]}'),
]


@pytest.mark.parametrize("columns", [80, 120])
@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: " ".join(c[:2])[:40])
def test_every_command_fits_the_terminal(command: tuple[str, ...], columns: int, records: Path) -> None:
    assert_fits(screen_lines(*command, home=records, columns=columns), columns)


@pytest.mark.parametrize("columns", [80, 120])
def test_list_never_cuts_a_slug(columns: int, records: Path) -> None:
    lines = screen_lines("list", home=records, columns=columns)
    starts = [line.split(" ")[0] for line in lines if line and not line.startswith(" ")]
    assert set(SLUGS) <= set(starts), set(SLUGS) - set(starts)
    piped = run_judge("list", home=records).stdout.splitlines()
    assert {line.split()[0] for line in piped[1:]} == set(SLUGS)
    numbers = [line for line in lines if re.search(r"\bLeetCode \d+\b", line)]  # not "LeetCode …"
    assert len(numbers) >= 20, "\n".join(lines)


def test_piped_output_is_plain(records: Path) -> None:
    for command in COMMANDS:
        done = run_judge(*command, home=records)
        assert done.returncode in (0, 1), (command, done.stderr)
        lines = done.stdout.splitlines()
        assert not [line for line in lines if line != line.rstrip()], command  # no padding
        assert "\x1b[" not in done.stdout, command  # no colour codes
        assert not set("│┃━─┏┡└") & set(done.stdout), command  # no box drawing
    ran = run_judge(*next(c for c in COMMANDS if c[0] == "run"), home=records).stdout
    value = json.dumps({"stones": list(range(1, 60))})
    assert re.search(r"^input: +" + re.escape(value) + "$", ran, re.M)  # one line, not split
    listed = run_judge("list", home=records).stdout
    assert LONG in listed and "LeetCode 2038" in listed  # nothing dropped for a pipe
    rows = [line.split("\t") for line in listed.splitlines()]
    assert rows[0] == ["slug", "title", "source", "difficulty", "tags", "status"]  # tabs, for cut -f
    assert {row[0] for row in rows[1:]} == set(SLUGS)


def test_list_shows_your_status_per_problem(records: Path, tmp_path: Path) -> None:
    """solved (an AC), attempted (only a WA), new (nothing): on an 80-column terminal beside the
    whole slug, to a pipe as a last tab-separated column, and in --json."""
    lines = screen_lines("list", home=records, columns=80)
    assert lines[0].split() == ["slug", "title", "source", "status"], lines[0]
    shown = {}
    for above, line in zip(["", *lines], lines):  # a long slug's row is the line below it
        words = line.split()
        if words and words[-1] in ("solved", "attempted", "new"):
            shown[words[0] if not line.startswith(" ") else above.strip()] = words[-1]
    assert shown["predict-the-winner"] == "attempted" and shown[LONG] == "solved", shown
    assert set(shown) == set(SLUGS) and list(shown.values()).count("new") == len(SLUGS) - 2
    piped = {
        row.split("\t")[0]: row.split("\t")[-1] for row in run_judge("list", home=records).stdout.splitlines()
    }
    assert (
        piped["predict-the-winner"] == "attempted" and piped[LONG] == "solved" and piped["nim-game"] == "new"
    )
    listed = json.loads(run_judge("list", "--json", home=records).stdout)
    assert {row["slug"]: row["status"] for row in listed} == {k: v for k, v in piped.items() if k != "slug"}
    solved = run_judge("list", "--status", "solved", home=records).stdout.splitlines()
    assert [row.split("\t")[0] for row in solved[1:]] == [LONG]
    fresh = run_judge("list", home=tmp_path / "fresh")  # no record: no column of "new", none created
    assert fresh.stdout.splitlines()[0].split("\t")[-1] == "tags"
    assert {
        row["status"] for row in json.loads(run_judge("list", "--json", home=tmp_path / "fresh").stdout)
    } == {"new"}
    assert not (tmp_path / "fresh" / "progress.db").exists()


def test_list_with_an_unreadable_record_lists_without_status(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "progress.db").write_text("not a database\n")
    done = run_judge("list", home=home)
    assert done.returncode == 0 and "nim-game" in done.stdout
    assert done.stdout.splitlines()[0].split("\t")[-1] == "tags"
    assert done.stderr.count("\n") == 1 and "progress.db" in done.stderr and "warning" in done.stderr, (
        done.stderr
    )
    refused = run_judge("list", "--status", "solved", home=home)
    assert refused.returncode == 2 and refused.stderr.count("\n") == 1 and "progress.db" in refused.stderr
    assert (home / "progress.db").read_text() == "not a database\n"


def test_submit_table_shows_only_meaningful_figures(tmp_path: Path) -> None:
    """No column left empty, no time for a case that crashed, the slowest case never folded away."""
    crash = tmp_path / "crash.py"
    crash.write_text(
        "class Solution:\n"
        "    def predictTheWinner(self, nums):\n"
        "        if len(nums) == 7: raise ValueError('boom')\n"
        "        if len(nums) == 20 and not any(nums):  # max-all-zero, the 17th test: slow on purpose\n"
        "            sum(range(3 * 10**5))\n"
        "        lead = list(nums)  # lead[i]: how far ahead the mover ends on nums[i..i+width]\n"
        "        for width in range(1, len(nums)):\n"
        "            lead = [max(nums[i] - lead[i + 1], nums[i + width] - lead[i]) for i in range(len(nums) - width)]\n"
        "        return lead[0] >= 0\n"
    )
    done = run_judge("submit", "predict-the-winner", str(crash), "--no-record", "--all", home=tmp_path)
    rows = [line.split("\t") for line in done.stdout.splitlines() if "\t" in line]
    header = rows[0]
    assert header[:4] == ["case", "kind", "verdict", "time"]
    for column in range(4, len(header)):  # "vs ref", "memory": only when some case has one
        assert any(len(row) > column and row[column] for row in rows[1:]), header[column]
    crashed = [row for row in rows if len(row) > 2 and row[2] == "RE"]
    assert crashed and all(len(row) < 4 or not row[3] for row in crashed)  # no 0.0 µs
    assert "more accepted" in done.stdout  # folded, yet the slowest is there
    assert "max-all-zero" in {row[0] for row in rows}


def test_help_lists_every_command_with_its_description_whole(records: Path) -> None:
    lines = screen_lines("--help", home=records, columns=80)
    assert_fits(lines, 80)
    commands = "\n".join(lines[next(i for i, line in enumerate(lines) if line.startswith("Commands")) :])
    assert "..." not in commands, commands  # wrapped under the command, never cut
    assert "(recorded for `judge\n               progress` unless --no-record)." in commands, commands


def test_new_says_where_it_wrote_and_how_to_judge_it_in_its_language(tmp_path: Path) -> None:
    path = tmp_path / "mine.cpp"
    done = run_judge("new", "stone-game-vii", str(path), "--lang", "cpp", home=tmp_path / "home")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        f"wrote {path}",
        f"judge it with: judge submit stone-game-vii {path} --lang cpp",
    ]


def test_the_learning_order_is_numbered(records: Path) -> None:
    rows = [line.split("\t") for line in run_judge("list", "--order", home=records).stdout.splitlines()]
    assert rows[0][:3] == ["slug", "#", "title"]
    assert [row[1] for row in rows[1:]] == [str(n) for n in range(1, len(rows))]
    assert rows[1][0] == "nim-game"
    lines = screen_lines("list", "--order", home=records, columns=80)
    assert_fits(lines, 80)
    assert any(line.startswith("nim-game") and " 1  Nim Game" in line for line in lines), lines[:3]


def test_progress_fits_a_screen_and_all_lists_the_rest(records: Path) -> None:
    short = run_judge("progress", home=records).stdout
    assert len(short.splitlines()) <= 40, short
    assert "--all lists them" in short and "By tag" not in short
    full = run_judge("progress", "--all", home=records).stdout
    assert "By tag" in full and all(slug in full for slug in SLUGS)
