"""A Python child started early (launch.prestart) is the one that judges, only for its own program,
and never outlives the judge when nobody takes it. Real children throughout."""

from __future__ import annotations

import os
from pathlib import Path

from conftest import run_judge

from judge.bank.locate import find_bank
from judge.grading.session import open_runner, prepare
from judge.model.outcome import OutcomeKind
from judge.sandbox import launch

REPO = Path(__file__).resolve().parent.parent
BANK = find_bank(str(REPO / "problems"))
EXAMPLE = (REPO / "examples" / "predict_the_winner.py").read_text()


def _running(fragment: str) -> list[int]:
    """Pids of live processes whose command line holds `fragment`."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/cmdline", "rb") as handle:
                command = handle.read().decode(errors="replace")
            with open(f"/proc/{entry}/stat") as handle:
                state = handle.read().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if fragment in command and state != "Z":
            found.append(int(entry))
    return found


def _program(tmp_path: Path, name: str):
    problem = BANK.load("predict-the-winner")
    solution = tmp_path / name
    solution.write_text(EXAMPLE)
    return problem, prepare(problem, solution, home=tmp_path / "home")


def test_the_prestarted_child_is_the_one_that_judges(tmp_path: Path) -> None:
    problem, program = _program(tmp_path, "early.py")
    launch.prestart(program)
    [early] = _running(str(tmp_path / "early.py"))
    with open_runner(problem, program) as runner:
        assert runner.start() is None
        assert runner.process is not None and runner.process.pid == early
        outcome = runner.run({"nums": [1, 5, 233, 7]})
        assert outcome.kind is OutcomeKind.OK and outcome.value is True
    assert _running(str(tmp_path / "early.py")) == []


def test_another_program_does_not_take_it_and_it_ends_when_discarded(tmp_path: Path) -> None:
    problem, early = _program(tmp_path, "early.py")
    _, other = _program(tmp_path, "other.py")
    launch.prestart(early)
    [waiting] = _running(str(tmp_path / "early.py"))
    with open_runner(problem, other) as runner:
        assert runner.start() is None
        assert runner.process is not None and runner.process.pid != waiting
        assert runner.run({"nums": [1, 5, 2]}).value is False
    assert _running(str(tmp_path / "early.py")) == [waiting]  # still waiting for its own program
    launch.discard_prestarted()
    assert _running(str(tmp_path / "early.py")) == []


def test_a_judge_that_stops_before_judging_leaves_no_child(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "progress.db").write_text("not a database")  # refused after the child is prestarted
    solution = tmp_path / "unique_prestart_probe.py"
    solution.write_text(EXAMPLE)
    done = run_judge("submit", "predict-the-winner", str(solution), home=home)
    assert done.returncode == 2 and "progress.db" in done.stderr and "Traceback" not in done.stderr
    assert _running(str(solution)) == []
