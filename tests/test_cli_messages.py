"""Messages of the CLI: help texts point where the shape is, near-miss entry names get "did you mean", a
wrong or empty problems folder is named, counts are singular when one, the README says where records
go before the first command writes them, and an interrupted stress run is recorded. Through the CLI."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from calls_seen import CALL_MARK, wait_for_calls
from conftest import run_judge, share_cache
from interrupting import interrupt_and_wait

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture
def home(home: Path, shared_cache: Path) -> Path:
    """conftest's fresh home with the run's shared cache: expected values are computed once a run."""
    return share_cache(home, shared_cache)


@pytest.mark.parametrize("command", [("progress",), ("history",), ("stress",)])
def test_help_says_the_json_shape_is_above(home: Path, command: tuple[str, ...]) -> None:
    text = run_judge(*command, "--help", home=home).stdout
    assert "(shape above)" in text and "(shape below)" not in text
    assert text.index("--json:") < text.index("(shape above)")


@pytest.mark.parametrize(
    ("source", "hint"),
    [
        (
            "class Solution:\n    def stonegame(self, piles):\n        return True\n",
            "did you mean stoneGame? (the file defines stonegame)",
        ),
        (
            "class Solution:\n    def stone_game(self, piles):\n        return True\n",
            "did you mean stoneGame? (the file defines stone_game)",
        ),
        (
            "def stone_game(piles):\n    return True\n",
            "did you mean stoneGame? (the file defines stone_game)",
        ),
        (
            "class solution:\n    def stoneGame(self, piles):\n        return True\n",
            "did you mean class Solution? (the file defines class solution)",
        ),
    ],
)
def test_a_near_miss_entry_name_gets_did_you_mean(tmp_path: Path, home: Path, source: str, hint: str) -> None:
    path = tmp_path / "mine.py"
    path.write_text(source)
    done = run_judge("submit", "stone-game", str(path), "--json", "--no-record", home=home)
    assert done.json["verdict"] == "CE" and hint in done.json["compile_error"], done.json["compile_error"]


def test_a_far_name_gets_no_guess(tmp_path: Path, home: Path) -> None:
    path = tmp_path / "mine.py"
    path.write_text("class Solution:\n    def solve(self, piles):\n        return True\n")
    done = run_judge("submit", "stone-game", str(path), "--json", "--no-record", home=home)
    assert done.json["verdict"] == "CE" and "did you mean" not in done.json["compile_error"]


def test_a_wrong_or_empty_problems_folder_is_named(tmp_path: Path, home: Path) -> None:
    missing = run_judge("--problems", str(tmp_path / "nope"), "list", home=home)
    assert missing.returncode == 2 and f"--problems {tmp_path / 'nope'}: no such folder" in missing.stderr
    empty = tmp_path / "empty"
    empty.mkdir()
    from_env = run_judge("list", home=home, env={"JUDGE_PROBLEMS": str(empty)})
    assert from_env.returncode == 2 and from_env.stdout == ""
    assert f"JUDGE_PROBLEMS={empty}: the problem bank is empty" in from_env.stderr
    root = run_judge("--problems", str(REPO), "show", "486", home=home)
    assert root.returncode == 2 and f"did you mean {REPO / 'problems'}?" in root.stderr
    for done in (missing, from_env, root):
        assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr


def test_one_is_singular(tmp_path: Path, home: Path) -> None:
    path = tmp_path / "mine.py"
    path.write_text((REPO / "solutions" / "stone-game" / "reference.py").read_text())
    assert run_judge("submit", "stone-game", str(path), home=home).returncode == 0
    assert run_judge("stress", "stone-game", str(path), "--count", "3", home=home).returncode == 0
    text = run_judge("progress", home=home).stdout
    assert "1 submission, 1 stress run" in text, text


def test_readme_says_where_records_go_before_the_first_recording_command() -> None:
    readme = (REPO / "README.md").read_text()
    first_submit = readme.index("judge submit ")
    assert readme.index("progress.db") < readme.index("\n## How it works, in brief")
    assert readme.index("`$JUDGE_HOME`") < readme.index("### Writing a solution")
    assert first_submit < readme.index("`$JUDGE_HOME`")  # the install line comes first; then where


def test_an_interrupted_stress_run_is_recorded_as_interrupted(tmp_path: Path, home: Path) -> None:
    slow = tmp_path / "slow.py"
    slow.write_text(
        "import time\n"
        + (REPO / "solutions" / "stone-game" / "reference.py")
        .read_text()
        .replace("class Solution:", "class Solution:\n    time.sleep(0)", 1)
        + "\n_real = Solution.stoneGame\n"
        f"def _slow(self, piles):\n    {CALL_MARK}; time.sleep(0.05)\n    return _real(self, piles)\n"
        "Solution.stoneGame = _slow\n"
    )
    process = subprocess.Popen(
        [sys.executable, "-m", "judge", "stress", "stone-game", str(slow), "--count", "100000"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={"JUDGE_HOME": str(home), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"},
    )
    try:
        assert wait_for_calls(slow, 3), "the stress run never got to its third case"  # two judged
        out, err = interrupt_and_wait(process, timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == 130, (out, err)
    runs = run_judge("history", "--stress", "--json", home=home).json
    assert [run["result"] for run in runs] == ["interrupted"]
    assert runs[0]["cases_run"] > 0
