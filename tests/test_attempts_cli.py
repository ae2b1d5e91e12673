"""Your code, kept: each recorded submission keeps its file's text, once per
content hash; `judge history --show ID` prints it and `--diff ID1 ID2` compares two; a database
written before the text was kept is migrated in place with its rows."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from conftest import run_judge, share_cache

from judge.store.schema import MIGRATIONS, SCHEMA_VERSION

REPO = Path(__file__).resolve().parent.parent
GREEDY = (REPO / "solutions" / "predict-the-winner" / "wrong_greedy.py").read_text()
REFERENCE = (REPO / "solutions" / "predict-the-winner" / "reference.py").read_text()


@pytest.fixture
def home(home: Path, shared_cache: Path) -> Path:
    """conftest's fresh home with the run's shared cache: expected values are computed once a run."""
    return share_cache(home, shared_cache)


def submit(home: Path, path: Path, text: str) -> None:
    path.write_text(text)
    run_judge("submit", "predict-the-winner", str(path), home=home)


def test_show_and_diff_two_attempts(tmp_path: Path, home: Path) -> None:
    mine = tmp_path / "mine.py"
    submit(home, mine, GREEDY)
    submit(home, mine, REFERENCE)
    submit(home, mine, GREEDY)  # the same text again: kept once
    ids = [row["id"] for row in run_judge("history", "--json", home=home).json]
    assert len(ids) == 3
    newest, middle, oldest = ids

    shown = run_judge("history", "--show", str(oldest), home=home)
    assert shown.returncode == 0 and shown.stdout == GREEDY
    assert run_judge("history", "--show", str(middle), home=home).stdout == REFERENCE
    as_json = run_judge("history", "--show", str(newest), "--json", home=home).json
    assert as_json["text"] == GREEDY and as_json["verdict"] == "WA"

    diff = run_judge("history", "--diff", str(oldest), str(middle), home=home)
    assert diff.returncode == 0
    assert diff.stdout.startswith(f"--- #{oldest} WA ") and f"+++ #{middle} AC " in diff.stdout
    assert any(line.startswith("-") for line in diff.stdout.splitlines()[2:])
    same = run_judge("history", "--diff", str(oldest), str(newest), home=home)
    assert same.stdout.strip() == f"#{oldest} and #{newest} are the same file"

    with sqlite3.connect(home / "progress.db") as raw:
        assert raw.execute("SELECT COUNT(*) FROM sources").fetchone()[0] == 2

    missing = run_judge("history", "--show", "999", home=home)
    assert missing.returncode == 2
    assert missing.stderr.strip().splitlines() == [
        "judge: error: no submission #999 (judge history lists them)"
    ]
    both = run_judge("history", "--show", "1", "--diff", "1", "2", home=home)
    assert both.returncode == 2 and len(both.stderr.strip().splitlines()) == 1


def test_a_database_from_before_sources_keeps_its_rows(tmp_path: Path, home: Path) -> None:
    home.mkdir(exist_ok=True)  # made already when its cache is the shared one
    with sqlite3.connect(home / "progress.db") as raw:  # schema version 1, as an older judge left it
        for statement in MIGRATIONS[0]:
            raw.execute(statement)
        raw.execute(
            "INSERT INTO submissions (problem, solution, content_hash, verdict, passed, total, "
            "time_ms_max, time_ms_total, judge_version, submitted_at) VALUES ('predict-the-winner', "
            "'/old.py', 'abc', 'AC', 3, 3, 1.0, 2.0, '0.1.0', '2024-05-01T18:30:00.000000Z')"
        )
        raw.execute("PRAGMA user_version = 1")
    old = run_judge("history", "--show", "1", home=home)
    assert old.returncode == 2
    assert "#1: its file's text was not kept" in old.stderr and len(old.stderr.splitlines()) == 1
    submit(home, tmp_path / "mine.py", REFERENCE)
    rows = run_judge("history", "--json", home=home).json
    assert [row["solution"] for row in rows][-1] == "/old.py" and len(rows) == 2
    assert run_judge("history", "--show", str(rows[0]["id"]), home=home).stdout == REFERENCE
    with sqlite3.connect(home / "progress.db") as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == len(MIGRATIONS)


def test_history_says_each_submissions_language(tmp_path: Path, home: Path) -> None:
    """A Python and a JavaScript solve of one problem read apart in history and its JSON."""
    js = tmp_path / "mine.js"
    js.write_text("var predictTheWinner = function(nums) { return true; };\n")
    run_judge(
        "submit",
        "predict-the-winner",
        str(REPO / "solutions" / "predict-the-winner" / "reference.py"),
        home=home,
    )
    run_judge("submit", "predict-the-winner", str(js), home=home)
    rows = run_judge("history", "--json", home=home).json
    assert [row["language"] for row in rows] == ["javascript", "python"]
    table = [line.split("\t") for line in run_judge("history", home=home).stdout.splitlines() if "\t" in line]
    assert table[0][6] == "language" and [row[6] for row in table[1:]] == ["javascript", "python"]
