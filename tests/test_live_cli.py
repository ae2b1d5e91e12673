"""Something moves during a long submit: a live line on a terminal, none when
piped or with --json; Ctrl-C prints what was judged, records nothing, exits 130, leaves no process."""

from __future__ import annotations

import time
from pathlib import Path

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
    assert code == 130, (screen, stderr)
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
