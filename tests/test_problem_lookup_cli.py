"""A problem found by its number or title in every command that takes SLUG, and
`judge submit SLUG` without FILE judging the SLUG.<ext> that `judge new` wrote. Through the CLI."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import run_judge, share_cache

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture
def home(home: Path, shared_cache: Path) -> Path:
    """conftest's fresh home with the run's shared cache: expected values are computed once a run."""
    return share_cache(home, shared_cache)


@pytest.mark.parametrize(
    ("name", "title"),
    [
        ("486", "Predict the Winner"),
        ("lc486", "Predict the Winner"),
        ("1690", "Stone Game VII"),
        ("stone game vii", "Stone Game VII"),
        ("  STONE   game-VII ", "Stone Game VII"),
        ("877", "Stone Game"),  # the original, not the bank's generalisation that shares its number
        ("LintCode 394", "Coins in a Line"),
        ("predict the", "Predict the Winner"),
    ],
)
def test_show_finds_a_problem_by_number_or_title(home: Path, name: str, title: str) -> None:
    done = run_judge("show", name, home=home)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0].startswith(title + "  (")


@pytest.mark.parametrize(
    ("name", "fragments"),
    [
        ("stone", ["'stone' is ambiguous", "stone-game (Stone Game, LeetCode 877)"]),
        ("coins", ["is ambiguous", "coins-in-a-line-ii"]),
        ("9999", ["no problem numbered 9999"]),
        ("stone gme", ["unknown problem 'stone gme'; did you mean stone-game"]),
        ("predict-the-winer", ["did you mean predict-the-winner"]),
    ],
)
def test_ambiguous_or_unknown_names_are_one_line_errors(home: Path, name: str, fragments: list) -> None:
    done = run_judge("show", name, home=home)
    assert done.returncode == 2 and done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1, done.stderr
    for fragment in fragments:
        assert fragment in done.stderr


def test_every_command_taking_a_slug_takes_a_number(tmp_path: Path, home: Path) -> None:
    mine = tmp_path / "mine.py"
    mine.write_text((REPO / "solutions" / "stone-game-vii" / "reference.py").read_text())
    submitted = run_judge("submit", "1690", str(mine), "--json", home=home)
    assert (submitted.returncode, submitted.json["problem"], submitted.json["verdict"]) == (
        0,
        "stone-game-vii",
        "AC",
    )
    ran = run_judge(
        "run", "stone game vii", str(mine), "--input", '{"stones": [5, 3, 1, 4, 2]}', "--json", home=home
    )
    assert (ran.returncode, ran.json["problem"]) == (0, "stone-game-vii")
    history = run_judge("history", "1690", "--json", home=home)
    assert [row["problem"] for row in history.json] == ["stone-game-vii"]
    stressed = run_judge("stress", "1690", str(mine), "--count", "5", "--json", "--no-record", home=home)
    assert stressed.returncode == 0 and stressed.json["verdict"] == "OK"
    bench = run_judge("bench", "lc1690", str(mine), "--sizes", "4,8", "--json", home=home)
    assert bench.returncode == 0, bench.stderr
    made = run_judge("new", "1690", home=home, cwd=tmp_path)
    assert made.returncode == 0 and (tmp_path / "stone-game-vii.py").is_file()


def test_submit_without_file_judges_what_new_wrote(tmp_path: Path, home: Path) -> None:
    missing = run_judge("submit", "1690", "--no-record", home=home, cwd=tmp_path)
    assert missing.returncode == 2
    assert "no FILE given, and no stone-game-vii.py" in missing.stderr and "judge new" in missing.stderr
    assert run_judge("new", "stone game vii", home=home, cwd=tmp_path).returncode == 0
    (tmp_path / "stone-game-vii.py").write_text(
        (REPO / "solutions" / "stone-game-vii" / "reference.py").read_text()
    )
    done = run_judge("submit", "1690", "--no-record", "--json", home=home, cwd=tmp_path)
    assert (done.returncode, done.json["verdict"]) == (0, "AC")
    assert run_judge("new", "1690", "--lang", "js", home=home, cwd=tmp_path).returncode == 0
    several = run_judge("submit", "1690", "--no-record", home=home, cwd=tmp_path)
    assert several.returncode == 2 and "stone-game-vii.js, stone-game-vii.py" in several.stderr
    chosen = run_judge("submit", "1690", "--lang", "python", "--no-record", "--json", home=home, cwd=tmp_path)
    assert chosen.json["verdict"] == "AC"
