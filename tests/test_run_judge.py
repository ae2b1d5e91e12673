"""The tests' own way to run the command line (conftest.run_judge) keeps its contract in this process:
the judge sees only the environment and folder given, the caller's are as they were after, the
output is kept apart, and a call that runs past its timeout is stopped with nothing left running."""

from __future__ import annotations

import os
import subprocess
import time
from pathlib import Path

import pytest
from conftest import live_descendants, run_judge

REPO = Path(__file__).resolve().parent.parent


def test_the_call_sees_only_its_environment_and_folder(
    tmp_path: Path, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    monkeypatch.setenv("JUDGE_PROBLEMS", str(empty))  # the caller's: must not reach the judge
    before = dict(os.environ), os.getcwd()
    (tmp_path / "predict-the-winner.py").write_text((REPO / "examples" / "predict_the_winner.py").read_text())
    done = run_judge("submit", "predict-the-winner", "--no-record", "--json", home=home, cwd=tmp_path)
    assert done.returncode == 0 and done.json["verdict"] == "AC", done.stderr
    assert done.stderr == ""  # stdout alone holds the JSON
    assert (dict(os.environ), os.getcwd()) == before
    given = run_judge("list", home=home, env={"JUDGE_PROBLEMS": str(empty)})
    assert given.returncode == 2 and "the problem bank is empty" in given.stderr
    assert given.stdout == ""


def test_a_call_past_its_timeout_is_stopped_and_leaves_nothing_running(tmp_path: Path, home: Path) -> None:
    mine = tmp_path / "mine.py"
    mine.write_text((REPO / "examples" / "predict_the_winner.py").read_text())
    with pytest.raises(subprocess.TimeoutExpired):  # a watch never ends by itself
        run_judge("watch", "predict-the-winner", str(mine), home=home, timeout=5)
    give_up = time.monotonic() + 10  # a child killed a moment ago may still be exiting
    while live_descendants() and time.monotonic() < give_up:
        time.sleep(0.05)
    assert not live_descendants()
    assert run_judge("history", "--json", home=home).json == []
