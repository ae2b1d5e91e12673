"""A Python child started early (launch.prestart) is the one that judges, only for its own program,
and never outlives the judge when nobody takes it. Real children throughout."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import run_judge, settings_for

from judge.bank.locate import find_bank
from judge.grading.early import submitted_file
from judge.grading.session import open_runner, prepare
from judge.model.outcome import OutcomeKind
from judge.sandbox import launch

REPO = Path(__file__).resolve().parent.parent
BANK = find_bank(str(REPO / "problems"))
EXAMPLE = (REPO / "examples" / "predict_the_winner.py").read_text()


def _running(fragment: str, anywhere: bool = False) -> list[int]:
    """Pids of this process's live children whose command line holds `fragment` (the judge's own
    children; with a PID namespace the relays, the rest of each is in its namespace: isolation.py),
    or `anywhere`, of every live process that holds it."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/cmdline", "rb") as handle:
                command = handle.read().decode(errors="replace")
            with open(f"/proc/{entry}/stat") as handle:
                state, parent = handle.read().rsplit(")", 1)[1].split()[:2]
        except OSError:
            continue
        if fragment in command and state != "Z":
            if anywhere or int(parent) == os.getpid():
                found.append(int(entry))
    return found


def _started(fragment: str) -> int:
    """The pid of this process's one live child running `fragment`, once it shows: on a loaded
    machine a child just started was seen not to show at once (its launcher then executes the
    runtime, and a command line read meanwhile need not hold `fragment`)."""
    give_up = time.monotonic() + 60
    while not (found := _running(fragment)) and time.monotonic() < give_up:
        time.sleep(0.01)
    [pid] = found
    return pid


def _program(tmp_path: Path, name: str):
    problem = BANK.load("predict-the-winner")
    solution = tmp_path / name
    solution.write_text(EXAMPLE)
    return problem, prepare(problem, solution, settings_for(tmp_path / "home"))


def test_the_prestarted_child_is_the_one_that_judges(tmp_path: Path) -> None:
    problem, program = _program(tmp_path, "early.py")
    launch.prestart(program)
    early = _started(str(tmp_path / "early.py"))
    with open_runner(problem, program, settings_for()) as runner:
        assert runner.start() is None
        assert runner.process is not None and runner.process.pid == early
        outcome = runner.run({"nums": [1, 5, 233, 7]})
        assert outcome.kind is OutcomeKind.OK and outcome.value is True
    assert _running(str(tmp_path / "early.py"), anywhere=True) == []


def test_another_program_does_not_take_it_and_it_ends_when_discarded(tmp_path: Path) -> None:
    problem, early = _program(tmp_path, "early.py")
    _, other = _program(tmp_path, "other.py")
    launch.prestart(early)
    waiting = _started(str(tmp_path / "early.py"))
    with open_runner(problem, other, settings_for()) as runner:
        assert runner.start() is None
        assert runner.process is not None and runner.process.pid != waiting
        assert runner.run({"nums": [1, 5, 2]}).value is False
    assert _running(str(tmp_path / "early.py")) == [waiting]  # still waiting for its own program
    launch.discard_prestarted()
    assert _running(str(tmp_path / "early.py"), anywhere=True) == []


def test_a_judge_that_stops_before_judging_leaves_no_child(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "progress.db").write_text("not a database")  # refused after the child is prestarted
    solution = tmp_path / "unique_prestart_probe.py"
    solution.write_text(EXAMPLE)
    # a real process: what its exit leaves behind is the point (a call in this process is cleaned after)
    done = run_judge("submit", "predict-the-winner", str(solution), home=home, process=True)
    assert done.returncode == 2 and "progress.db" in done.stderr and "Traceback" not in done.stderr
    assert _running(str(solution), anywhere=True) == []


@pytest.mark.parametrize(
    ("argv", "found"),
    [
        (["submit", "486", "mine.py"], ("mine.py", None)),
        (["--problems", "bank", "submit", "486", "mine.py", "--json"], ("mine.py", None)),
        (["--problems=bank", "submit", "--all", "486", "mine.py"], ("mine.py", None)),
        (["submit", "486", "--lang", "python", "mine.txt", "--show-failures", "3"], ("mine.txt", "python")),
        (["submit", "486", "mine.java", "--lang=java"], ("mine.java", "java")),
        (["submit", "--", "486", "-odd.py"], ("-odd.py", None)),
        (["submit", "486"], None),  # the file is found in the folder later: no guess
        (["run", "486", "mine.py"], None),
        (["--help", "submit", "486", "mine.py"], None),
        (["submit", "486", "mine.py", "extra"], None),  # click will refuse it
    ],
)
def test_the_head_start_reads_a_submit_command_line(argv: list[str], found: tuple | None) -> None:
    guessed = submitted_file(argv)
    assert (guessed if guessed is None else (str(guessed[0]), guessed[1])) == found


def test_the_head_start_steps_over_every_option_click_gives_submit() -> None:
    """The guess and click read one table: every option of the real `submit` command (and of the
    group before it) is stepped over, with its value when click says it takes one."""
    import click

    from judge.cli import main

    submit = main.commands["submit"]
    for parameter in [*main.params, *submit.params]:
        if not isinstance(parameter, click.Option) or parameter.name in ("help", "version"):
            continue
        word = parameter.opts[0]
        words = [word] if parameter.is_flag else [word, "7"]
        where = ["submit", "486", "mine.py"]
        argv = [*words, *where] if parameter in main.params else ["submit", *words, "486", "mine.py"]
        guessed = submitted_file(argv)
        assert guessed is not None and str(guessed[0]) == "mine.py", (word, argv, guessed)
    names = {p.opts[0] for p in submit.params if isinstance(p, click.Option)}
    assert {"--lang", "--show-failures", "--json"} <= names  # the table is what click has


def test_the_judge_command_starts_the_child_before_the_command_line_is_parsed(tmp_path: Path) -> None:
    """The `judge` entry point asks for the child first, before click or the CLI is imported; the
    command's own calls later find it started (launch.prestart keeps one)."""
    solution = tmp_path / "head_start_probe.py"
    solution.write_text(EXAMPLE)
    probe = (
        "import sys, atexit\n"
        "from judge.sandbox import launch\n"
        "from judge.entry import main\n"
        "seen = []\n"
        "real = launch.prestart\n"
        "def watched(program):\n"
        "    seen.append('click' in sys.modules)\n"
        "    real(program)\n"
        "launch.prestart = watched\n"
        "atexit.register(lambda: print('PRESTART', seen, file=sys.stderr))\n"
        "sys.argv = ['judge', 'submit', 'predict-the-winner', sys.argv[1], '--json', '--no-record']\n"
        "main()\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe, str(solution)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        env={**os.environ, "JUDGE_HOME": str(tmp_path / "home")},
    )
    assert done.returncode == 0, done.stderr
    assert "PRESTART [False, " in done.stderr  # the first call: before click was loaded
    assert _running(str(solution), anywhere=True) == []
