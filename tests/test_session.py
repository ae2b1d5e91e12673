"""The checked solution value (grading/solution.py), the session's per-case events
(grading/session.py) and the submit use case (usecases/submit.py), through real children."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import pytest
from conftest import settings_for

from judge.bank.locate import find_bank
from judge.grading.judging import Finished
from judge.grading.session import CaseJudged, CaseStarted, judge_events, prepare
from judge.grading.solution import solution_file
from judge.model.errors import SolutionFileError
from judge.model.problem import CaseKind
from judge.model.problem import TestCase as Case
from judge.model.verdict import Verdict
from judge.usecases.submit import Recorded, SubmitRequest, submit

REPO = Path(__file__).resolve().parent.parent
BANK = find_bank(str(REPO / "problems"))
SOLUTIONS = REPO / "solutions" / "predict-the-winner"
TESTS = [
    Case("a", {"nums": [1, 5, 2]}, False, CaseKind.CUSTOM),
    Case("b", {"nums": [1, 5, 233, 7]}, True, CaseKind.CUSTOM),
    Case("c", {"nums": [2, 4, 55, 6]}, True, CaseKind.CUSTOM),
]


def test_a_solution_file_is_checked_typed_and_read_once(tmp_path: Path) -> None:
    mine = tmp_path / "mine.py"
    mine.write_text("class Solution:\n    pass\n")
    solution = solution_file(mine)
    mine.write_text("changed on disk afterwards\n")
    assert solution.text == "class Solution:\n    pass\n" and solution.name == "python"
    assert solution.digest == hashlib.sha256(b"class Solution:\n    pass\n").hexdigest()
    (tmp_path / "mine.txt").write_text("x = 1\n")
    with pytest.raises(SolutionFileError, match="names no language"):
        solution_file(tmp_path / "mine.txt")
    fifo = tmp_path / "pipe.py"
    os.mkfifo(fifo)  # opened, it would block: refused from its entry, never read
    with pytest.raises(SolutionFileError, match="not a regular file"):
        solution_file(fifo)
    (tmp_path / "Mine.java").write_text("class Solution {}\n")
    with pytest.raises(SolutionFileError, match="java, not python"):
        solution_file(tmp_path / "Mine.java", "python")


def test_a_session_yields_a_start_and_a_verdict_per_case(tmp_path: Path) -> None:
    problem = BANK.load("predict-the-winner")
    settings = settings_for(tmp_path)
    program = prepare(problem, solution_file(SOLUTIONS / "reference.py"), settings)
    events = list(judge_events(problem, program, TESTS, settings, run_all=True))
    assert [type(e).__name__ for e in events] == ["CaseStarted", "CaseJudged"] * 3
    assert [e.name for e in events if isinstance(e, CaseStarted)] == ["a", "b", "c"]
    assert all(e.case.verdict is Verdict.AC for e in events if isinstance(e, CaseJudged))


def test_after_a_failure_the_rest_are_judged_as_skipped_without_starting(tmp_path: Path) -> None:
    problem = BANK.load("predict-the-winner")
    wrong = tmp_path / "always_true.py"
    wrong.write_text("class Solution:\n    def predictTheWinner(self, nums):\n        return True\n")
    settings = settings_for(tmp_path)
    program = prepare(problem, solution_file(wrong), settings)
    events = list(judge_events(problem, program, TESTS, settings))
    assert [type(e).__name__ for e in events] == ["CaseStarted", "CaseJudged", "CaseJudged", "CaseJudged"]
    verdicts = [e.case.verdict for e in events if isinstance(e, CaseJudged)]
    assert verdicts == [Verdict.WA, None, None]


def test_the_submit_use_case_records_what_it_read_and_only_when_asked(tmp_path: Path, home: Path) -> None:
    problem = BANK.load("predict-the-winner")
    mine = tmp_path / "mine.py"
    mine.write_text((SOLUTIONS / "reference.py").read_text())
    solution = solution_file(mine)
    settings = settings_for(home)
    drafts = list(submit(SubmitRequest(problem, solution, settings, record=False)))
    assert isinstance(drafts[-1], Finished) and drafts[-1].result.verdict is Verdict.AC
    assert not any(isinstance(e, Recorded) for e in drafts)
    events = list(submit(SubmitRequest(problem, solution, settings)))
    recorded = events[-1]
    assert isinstance(recorded, Recorded) and recorded.earlier == []
    assert recorded.row.content_hash == solution.digest and recorded.row.verdict == "AC"


READS = """
import builtins, io, sys
from pathlib import Path
target, opened, real = Path(sys.argv[1]).resolve(), [], io.open
def counting(file, *args, **kwargs):
    if isinstance(file, (str, Path)) and Path(file).resolve() == target:
        opened.append(1)
    return real(file, *args, **kwargs)
builtins.open = io.open = counting
sys.argv = ["judge", "submit", "predict-the-winner", sys.argv[1], "--json", "--no-record"]
import atexit
atexit.register(lambda: sys.stderr.write(f"opened {len(opened)}\\n"))  # a submit ends by os._exit
from judge.entry import main
main()
"""


def test_judge_submit_reads_the_solution_file_once(tmp_path: Path, home: Path) -> None:
    """From the command line to the verdict, the judge's own process opens the file once: the early
    start's reading is the one judged (the solution's child reads its own copy, confined)."""
    import subprocess
    import sys

    solution = tmp_path / "mine.py"
    solution.write_text((REPO / "examples" / "predict_the_winner.py").read_text())
    env = {**os.environ, "JUDGE_HOME": str(home)}
    done = subprocess.run(
        [sys.executable, "-c", READS, str(solution)], capture_output=True, text=True, env=env, timeout=300
    )
    assert '"verdict": "AC"' in done.stdout, done.stderr[-2000:]
    assert "opened 1\n" in done.stderr and done.returncode == 0, done.stderr[-2000:]
