"""Nothing outlives a judging, whatever happens to the judge: with a PID namespace per child
(isolation.py, confine.py `_split`), the judge killed at a random instant (SIGKILL, or SIGTERM then
SIGKILL) takes its child's namespace along: a daemon the solution double-forked, a process that
stopped itself and one the judge had stopped included. Python and Java, at instants spread over
the start, the judging and the judge's own kill of the timed-out case.

A leftover is found by what it runs, wherever it was re-parented: every process of a round names
the test's own folder (the solution's path, the judge's home) or its TOKEN (the sleeps it starts).
"""

from __future__ import annotations

import os
import random
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from test_hostile import BANK

from judge.model.outcome import OutcomeKind
from judge.sandbox import isolation

SUPPORT = isolation.support()
pytestmark = pytest.mark.skipif(
    not SUPPORT.pid_namespace, reason=f"no PID namespace per child here: {SUPPORT.reason or 'turned off'}"
)
ROUNDS = 4  # per language in the default tier (each way of killing twice); the slow tier: a hundred
SLOW_ROUNDS = 100
SETTLE_S = 5.0  # for the kernel to end a namespace's processes once its relay is gone

PYTHON = """\
import os, signal, subprocess, time
class Solution:
    def sumList(self, nums):
        subprocess.run(['sh', '-c', 'setsid sleep TOKEN >/dev/null 2>&1 &'])
        subprocess.Popen(['sh', '-c', 'kill -STOP $$; exec sleep TOKEN'])
        if os.fork() == 0:
            os.kill(os.getpid(), signal.SIGSTOP)
            os._exit(0)
        time.sleep(1000)
"""
JAVA = """\
class Solution {
    public int sumList(int[] nums) throws Exception {
        new ProcessBuilder("sh", "-c", "setsid sleep TOKEN >/dev/null 2>&1 &").start().waitFor();
        new ProcessBuilder("sh", "-c", "kill -STOP $$; exec sleep TOKEN").start();
        Thread.sleep(1000000);
        return 0;
    }
}
"""


def leftovers(marks: tuple[str, ...]) -> list[int]:
    """Live processes (stopped ones too) whose command line names one of `marks`."""
    found = []
    for name in os.listdir("/proc"):
        if not name.isdigit() or int(name) == os.getpid():
            continue
        try:
            with open(f"/proc/{name}/cmdline", "rb") as handle:
                command = handle.read().decode(errors="replace")
            with open(f"/proc/{name}/stat", "rb") as handle:
                state = handle.read().rsplit(b")", 1)[1].split()[0]
        except (OSError, IndexError):
            continue
        if state not in (b"Z", b"X") and any(mark in command for mark in marks):
            found.append(int(name))
    return found


def settle(marks: tuple[str, ...]) -> list[int]:
    """What is left once the kernel had SETTLE_S to end it; killed then, so the next round is clean."""
    give_up = time.monotonic() + SETTLE_S
    while leftovers(marks) and time.monotonic() < give_up:
        time.sleep(0.05)
    stray = leftovers(marks)
    for pid in stray:
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass
    return stray


def kill_at_random_instants(name: str, source: str, window_s: float, rounds: int, tmp_path: Path) -> None:
    token = f"{random.randrange(10**8, 10**9)}.25"  # a sleep of ~30 years: named by nothing else
    solution = tmp_path / name
    solution.write_text(source.replace("TOKEN", token))
    marks = (str(tmp_path), token)
    command = [sys.executable, "-m", "judge", "--problems", str(BANK), "submit", "tiny-sum", str(solution)]
    env = {**os.environ, "JUDGE_HOME": str(tmp_path / "home")}
    # a first run builds and calibrates, so that the kills fall on judging rather than on javac
    subprocess.run([*command, "--no-record"], capture_output=True, env=env, timeout=180, check=False)
    assert not settle(marks), "a judge that ran to its end left processes behind"
    chance = random.Random()
    left: list[str] = []
    for number in range(rounds):
        judge = subprocess.Popen(
            [*command, "--no-record"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env
        )
        time.sleep(chance.uniform(0.0, window_s))
        if number % 2:
            judge.send_signal(signal.SIGTERM)
            time.sleep(chance.uniform(0.0, 0.3))
        judge.kill()
        judge.wait()
        stray = settle(marks)
        if stray:
            left.append(f"round {number}: {stray}")
    assert not left, left


LANGUAGES = [
    pytest.param("waits.py", PYTHON, 3.0, id="python"),
    pytest.param(
        "Waits.java",
        JAVA,
        4.5,
        id="java",
        marks=pytest.mark.skipif(shutil.which("java") is None, reason="java is not installed"),
    ),
]


@pytest.mark.parametrize(("name", "source", "window_s"), LANGUAGES)
def test_the_judge_killed_at_random_instants_leaves_nothing(
    name: str, source: str, window_s: float, tmp_path: Path
) -> None:
    kill_at_random_instants(name, source, window_s, ROUNDS, tmp_path)


@pytest.mark.slow  # a hundred judges per language: minutes
@pytest.mark.parametrize(("name", "source", "window_s"), LANGUAGES)
def test_the_judge_killed_a_hundred_times_leaves_nothing(
    name: str, source: str, window_s: float, tmp_path: Path
) -> None:
    kill_at_random_instants(name, source, window_s, SLOW_ROUNDS, tmp_path)


def test_a_judge_killed_while_its_child_is_stopped_leaves_nothing(tmp_path: Path) -> None:
    """The instant the issue saw once: the judge stops its child's tree to kill it (kill.py) and is
    killed in between. A stopped process cannot notice that its parent is gone; the relay's
    parent-death signal is SIGKILL, which ends a stopped process, and its init's end ends the rest."""
    token = f"{random.randrange(10**8, 10**9)}.75"
    solution = tmp_path / "waits.py"
    solution.write_text(
        "import subprocess, time\nclass Solution:\n    def sumList(self, nums):\n"
        f"        subprocess.Popen(['sleep', '{token}'])\n"
        "        time.sleep(1000)\n"
    )
    marks = (str(tmp_path), token)
    judge = subprocess.Popen(
        [sys.executable, "-m", "judge", "--problems", str(BANK), "submit", "tiny-sum", str(solution)]
        + ["--no-record"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "JUDGE_HOME": str(tmp_path / "home")},
    )
    try:
        give_up = time.monotonic() + 60
        while not any(token in _command(pid) for pid in leftovers(marks)):
            assert judge.poll() is None and time.monotonic() < give_up, "the sleep never started"
            time.sleep(0.02)
        tree = [pid for pid in leftovers(marks) if pid != judge.pid]
        assert len(tree) >= 4, tree  # the relay, the init, the program and its sleep
        for pid in tree:  # as kill.kill_all's first step does
            os.kill(pid, signal.SIGSTOP)
    finally:
        judge.kill()
        judge.wait()
    stray = settle(marks)
    assert not stray, stray


def _command(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as handle:
            return handle.read().decode(errors="replace")
    except OSError:
        return ""


def test_a_child_started_from_a_thread_outlives_that_thread(tmp_path: Path) -> None:
    """A relay dies with the thread that forked it (the parent-death signal follows a thread, not the
    process): a child started from a stress job's thread must go on serving once that thread ended
    (isolation.start forks it from a thread that lasts)."""
    from conftest import settings_for

    from judge.bank.locate import find_bank
    from judge.grading.session import open_runner, prepare

    root = Path(__file__).resolve().parent.parent
    problem = find_bank(str(root / "problems")).load("predict-the-winner")
    solution = tmp_path / "mine.py"
    solution.write_text((root / "examples" / "predict_the_winner.py").read_text())
    program = prepare(problem, solution, settings_for(tmp_path / "home"))
    with open_runner(problem, program, settings_for()) as runner:
        failures: list[object] = []
        starter = threading.Thread(target=lambda: failures.append(runner.start()))
        starter.start()
        starter.join()
        assert failures == [None]
        # the kernel sends a parent-death signal as the forking thread exits, before its task is
        # gone from /proc: once it is, a relay that had one would be ending
        task = Path(f"/proc/self/task/{starter.native_id}")
        give_up = time.monotonic() + 10
        while task.exists():
            assert time.monotonic() < give_up, "the starting thread never ended"
            time.sleep(0.001)
        outcome = runner.run({"nums": [1, 5, 233, 7]})
        assert outcome.kind is OutcomeKind.OK and outcome.value is True, outcome
