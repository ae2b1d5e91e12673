"""Something moves during a long submit: a live line on a terminal, none when
piped or with --json; Ctrl-C prints what was judged, records nothing, exits 130, leaves no process."""

from __future__ import annotations

import re
import shutil
import time
from pathlib import Path

import pytest
from conftest import live_descendants, run_judge
from terminal import TerminalRun

SLOW = """\
import time

class Solution:
    def predictTheWinner(self, nums):
        time.sleep(0.05)
        total, first = sum(nums), 0
        return True if len(nums) % 2 == 0 else nums[0] * 2 >= total - 0
"""


def test_a_live_line_then_ctrl_c_reports_and_records_nothing(tmp_path: Path, home: Path) -> None:
    solution = tmp_path / "slow.py"
    solution.write_text(SLOW)
    run = TerminalRun("submit", "predict-the-winner", str(solution), "--all", home=home)
    assert run.read_until(r"judging predict-the-winner: [1-9]\d*/\d+ cases, now \S+, \d+\.\d s"), run.text
    run.interrupt()
    code, screen, stderr = run.finish()
    assert code == 130, (screen, stderr, run.interrupted)
    assert stderr.strip().splitlines() == ["judge: interrupted"], stderr
    assert "interrupted after " in screen and "nothing was recorded" in screen
    assert "Traceback" not in screen + stderr
    assert run_judge("history", "--json", home=home).json == []  # nothing partial recorded
    give_up = time.monotonic() + 5
    while live_descendants() and time.monotonic() < give_up:
        time.sleep(0.05)
    assert not live_descendants(), "the interrupted submit left processes behind"


def test_no_live_line_when_piped_or_with_json(tmp_path: Path, home: Path) -> None:
    example = Path(__file__).resolve().parent.parent / "examples" / "predict_the_winner.py"
    piped = run_judge("submit", "predict-the-winner", str(example), "--no-record", home=home)
    assert "judging predict-the-winner:" not in piped.stdout + piped.stderr
    run = TerminalRun("submit", "predict-the-winner", str(example), "--no-record", "--json", home=home)
    code, screen, _ = run.finish()
    assert code == 0 and "judging predict-the-winner:" not in screen


CPP = """\
class Solution {
public:
    bool predictTheWinner(vector<int>& nums) {
        int n = nums.size();
        vector<int> lead(nums.begin(), nums.end());
        for (int w = 1; w < n; ++w)
            for (int i = 0; i + w < n; ++i)
                lead[i] = max(nums[i] - lead[i + 1], nums[i + w] - lead[i]);
        return lead[0] >= 0;
    }
};
"""


@pytest.mark.skipif(
    shutil.which("g++") is None and shutil.which("clang++-19") is None, reason="no C++ compiler"
)
def test_compiling_shows_on_the_live_line_and_apart_from_case_time(tmp_path: Path) -> None:
    """A first build (a fresh home: no cached build) is said as such, and its time is reported apart
    from the cases'; a Ctrl-C during the build says it interrupted the build."""
    solution = tmp_path / "mine.cpp"
    solution.write_text(CPP)
    run = TerminalRun("submit", "predict-the-winner", str(solution), "--no-record", home=tmp_path / "a")
    assert run.read_until(r"judging predict-the-winner: compiling mine\.cpp, \d+\.\d s"), run.text
    code, screen, stderr = run.finish(timeout=300)
    assert code == 0, (screen, stderr)
    assert re.search(r"compiled in \d[\d.]* (ms|s)", screen), screen

    solution.write_text(CPP + "// another file: another build\n")
    run = TerminalRun("submit", "predict-the-winner", str(solution), "--no-record", home=tmp_path / "b")
    assert run.read_until(r"compiling mine\.cpp"), run.text
    run.interrupt()
    code, screen, stderr = run.finish(timeout=120)
    assert code == 130, (screen, stderr, run.interrupted)
    assert "interrupted while compiling mine.cpp; nothing was recorded" in screen, screen
    give_up = time.monotonic() + 5
    while live_descendants() and time.monotonic() < give_up:
        time.sleep(0.05)
    assert not live_descendants(), "the interrupted build left a compiler behind"
