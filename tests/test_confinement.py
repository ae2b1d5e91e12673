"""With Landlock (Linux 5.13+), the child reads only what its runtime needs and writes only its own
folder, reaches no TCP port and signals nothing outside itself: each attempt fails at that step.
Without it, --json says so and judging goes on as before. Through the real CLI, like test_hostile.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import live_descendants
from test_hostile import BANK, HANG_GUARD_S, running, spawned_pid

from judge.sandbox import folders, landlock

ABI = landlock.support().abi
needs = pytest.mark.skipif(ABI < 6, reason="needs Landlock ABI 6 (TCP rules and signal scoping)")


def judge(
    solution: Path, home: Path, *extra: str, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    command = [
        sys.executable,
        "-m",
        "judge",
        "--problems",
        str(BANK),
        *extra,
        "submit",
        "tiny-sum",
        str(solution),
        "--json",
        "--no-record",
    ]
    return subprocess.run(
        command,
        capture_output=True,
        text=True,
        timeout=HANG_GUARD_S,
        env={**os.environ, "JUDGE_HOME": str(home), **(env or {})},
    )


def attempt(tmp_path: Path, body: str) -> dict:
    """Judge a solution whose first case runs `body` (then answers rightly): the report."""
    solution = tmp_path / "attempt.py"
    solution.write_text(
        "import os, signal, socket\n\nclass Solution:\n    def sumList(self, nums):\n"
        + "".join(f"        {line}\n" for line in body.splitlines())
        + "        return sum(nums)\n"
    )
    result = judge(solution, tmp_path / "home")
    assert "Traceback" not in result.stderr, result.stderr
    return json.loads(result.stdout)


def assert_fails_with(report: dict, *texts: str) -> None:
    assert report["verdict"] == "RE", report["failure"]
    message = report["failure"]["message"]
    assert any(text in message for text in texts), message


@needs
def test_json_says_how_the_child_is_confined(tmp_path: Path) -> None:
    report = attempt(tmp_path, "pass")
    assert report["verdict"] == "AC"
    layers = {key: report["confinement"][key] for key in ("landlock", "abi", "network", "signals")}
    assert layers == {"landlock": True, "abi": ABI, "network": True, "signals": True}


def test_without_landlock_json_says_why_and_judging_goes_on(tmp_path: Path) -> None:
    solution = tmp_path / "plain.py"
    solution.write_text("class Solution:\n    def sumList(self, nums):\n        return sum(nums)\n")
    result = judge(solution, tmp_path / "home", env={"JUDGE_NO_LANDLOCK": "1"})
    report = json.loads(result.stdout)
    assert report["verdict"] == "AC"
    layers = {key: report["confinement"][key] for key in ("landlock", "reason")}
    assert layers == {"landlock": False, "reason": "turned off by JUDGE_NO_LANDLOCK"}
    assert "abi" not in report["confinement"]
    text = subprocess.run(
        [
            sys.executable,
            "-m",
            "judge",
            "--problems",
            str(BANK),
            "submit",
            "tiny-sum",
            str(solution),
            "--no-record",
        ],
        capture_output=True,
        text=True,
        timeout=HANG_GUARD_S,
        env={**os.environ, "JUDGE_NO_LANDLOCK": "1", "JUDGE_HOME": str(tmp_path / "home")},
    )
    assert text.stderr.count("without Landlock confinement") == 1, text.stderr


@needs
def test_the_problem_bank_cannot_be_read(tmp_path: Path) -> None:
    bank_file = BANK / "tiny-sum.yaml"
    assert_fails_with(attempt(tmp_path, f"open({str(bank_file)!r}).read()"), "PermissionError")


@needs
def test_the_judges_home_and_cache_cannot_be_read(tmp_path: Path) -> None:
    cache = tmp_path / "home" / "cache"
    cache.mkdir(parents=True)
    (cache / "answers.json").write_text("[6]")
    body = f"print(os.listdir({str(cache)!r}))\nopen({str(cache / 'answers.json')!r}).read()"
    assert_fails_with(attempt(tmp_path, body), "PermissionError")


@needs
@pytest.mark.parametrize("name", ["cmdline", "environ", "fd", "cwd/tests"])
def test_the_judges_proc_files_cannot_be_read(tmp_path: Path, name: str) -> None:
    body = f"path = f'/proc/{{os.getppid()}}/{name}'\n" + (
        "os.listdir(path)" if name in ("fd", "cwd/tests") else "open(path, 'rb').read()"
    )
    assert_fails_with(attempt(tmp_path, body), "PermissionError")


@needs
def test_nothing_is_written_outside_its_folder(tmp_path: Path) -> None:
    target = tmp_path / "escaped.txt"
    assert_fails_with(attempt(tmp_path, f"open({str(target)!r}, 'w').write('x')"), "PermissionError")
    assert not target.exists()


@needs
def test_no_tcp_connection_even_to_a_listening_local_port(tmp_path: Path) -> None:
    with socket.create_server(("127.0.0.1", 0)) as server:
        port = server.getsockname()[1]
        body = f"socket.create_connection(('127.0.0.1', {port}), timeout=2)"
        assert_fails_with(attempt(tmp_path, body), "PermissionError")
        server.settimeout(0.1)
        with pytest.raises(TimeoutError):
            server.accept()


@needs
@pytest.mark.parametrize("sig", ["SIGSTOP", "SIGKILL"])
def test_the_judge_cannot_be_signalled(tmp_path: Path, sig: str) -> None:
    assert_fails_with(attempt(tmp_path, f"os.kill(os.getppid(), signal.{sig})"), "PermissionError")


def submit_in_background(
    solution: Path, tmp_path: Path, env: dict[str, str] | None = None
) -> subprocess.Popen[bytes]:
    """`judge submit` of `solution` on tiny-sum, left running (the test kills it)."""
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "judge",
            "--problems",
            str(BANK),
            "submit",
            "tiny-sum",
            str(solution),
            "--no-record",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "JUDGE_HOME": str(tmp_path / "home"), **(env or {})},
    )


def test_a_daemon_started_by_the_solution_dies_with_a_killed_judge(tmp_path: Path) -> None:
    """The judge is killed mid-case while a double-forked daemon (its own session, no parent) runs:
    the orphaned child kills every process below it, the daemon included."""
    solution = tmp_path / "daemon.py"
    solution.write_text(
        "import os, subprocess, time\n"
        "class Solution:\n"
        "    def sumList(self, nums):\n"
        "        subprocess.run(['sh', '-c', 'setsid sleep 1000 >/dev/null 2>&1 &'])\n"
        "        out = [pid for task in os.listdir('/proc/self/task')\n"
        "               for pid in open(f'/proc/self/task/{task}/children').read().split()][0]\n"
        "        print('spawned pid', out, flush=True)  # as the host names it\n"
        "        time.sleep(1000)\n"
    )
    judge_process = submit_in_background(solution, tmp_path)
    try:
        daemon = spawned_pid(judge_process)
        assert running(daemon)
    finally:
        judge_process.kill()
        judge_process.wait()
    give_up = time.monotonic() + 5
    while running(daemon) and time.monotonic() < give_up:
        time.sleep(0.05)
    assert not running(daemon), "the solution's daemon outlived the killed judge"
    # the child kills the daemon first and itself right after: on a busy machine, a moment later
    while live_descendants() and time.monotonic() < give_up + 2:
        time.sleep(0.05)
    assert not live_descendants()


def test_folders_of_a_judge_that_is_gone_are_removed_on_the_next_start(tmp_path: Path) -> None:
    dead = subprocess.Popen(["true"])
    dead.wait()
    stale = tmp_path / f"judge-run-{dead.pid}-abc"
    (stale / "sub").mkdir(parents=True)
    live = tmp_path / f"judge-out-{os.getpid()}-def"
    live.mkdir()
    other = tmp_path / "judge-run-notapid"
    other.mkdir()
    assert folders.sweep(str(tmp_path)) == [str(stale)]
    assert not stale.exists() and live.exists() and other.exists()


def test_a_killed_judges_folders_are_gone_after_the_next_run(tmp_path: Path) -> None:
    solution = tmp_path / "sleeps.py"
    solution.write_text(
        "import time\nclass Solution:\n    def sumList(self, nums):\n        time.sleep(1000)\n"
    )
    # A temporary folder of its own: a judge run by anyone else (another test running beside this
    # one, another user) cleans the shared one too, and could remove the folder before it is seen.
    private = tmp_path / "tmp"
    private.mkdir()
    env = {"TMPDIR": str(private)}
    judge_process = submit_in_background(solution, tmp_path, env)
    pattern = f"judge-run-{judge_process.pid}-*"
    give_up = time.monotonic() + HANG_GUARD_S
    while not list(private.glob(pattern)) and time.monotonic() < give_up:
        time.sleep(0.02)
    judge_process.send_signal(signal.SIGKILL)
    judge_process.wait()
    assert list(private.glob(pattern)), "the killed judge left no folder to clean"
    give_up = time.monotonic() + 5
    while live_descendants() and time.monotonic() < give_up:  # its child ends itself
        time.sleep(0.05)
    plain = tmp_path / "plain.py"
    plain.write_text("class Solution:\n    def sumList(self, nums):\n        return sum(nums)\n")
    judge(plain, tmp_path / "home", env=env)
    assert not list(private.glob(pattern))
