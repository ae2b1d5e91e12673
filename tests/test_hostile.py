"""Hostile and half-written solutions, each judged through the real CLI.

Every file in tests/hostile/ is one test, its id the file name. The name's prefix is the verdict it
must get (ac_, wa_, tle_, mle_, ole_, re_, ce_). Header comments may add:
  # expect: TEXT       the failure's message (or the compile error) contains TEXT
  # problem: SLUG      judge it on SLUG instead of tiny-sum (both in tests/hostile/bank)
  # judge-memory-below-mb: N   the judge, with everything it started, peaked below N MiB
A pid the solution prints as "spawned pid N" must be gone once the verdict is in, and so must every
other process the submission started.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from conftest import live_descendants

HOSTILE = Path(__file__).parent / "hostile"
BANK = HOSTILE / "bank" / "problems"
FIXTURES = sorted(HOSTILE.glob("*.py"))
VERDICTS = {
    "ac": "AC",
    "wa": "WA",
    "tle": "TLE",
    "mle": "MLE",
    "ole": "OLE",
    "re": "RE",
    "ce": "CE",
}
HANG_GUARD_S = 60  # only so a broken judge fails the test instead of hanging the suite


def header(path: Path) -> dict[str, list[str]]:
    """The `# key: value` lines at the top of a fixture."""
    fields: dict[str, list[str]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.startswith("#"):
            break
        match = re.match(r"#\s*([a-z-]+):\s*(.+)", line)
        if match:
            fields.setdefault(match.group(1), []).append(match.group(2).strip())
    return fields


def submit(
    slug: str, solution: Path, home: Path, time_factor: str = ""
) -> tuple[subprocess.CompletedProcess[str], int]:
    """`judge submit --json` in a child process; its result and the peak memory (KiB) of the judge
    and everything it started, from wait4. `time_factor`: JUDGE_TIME_FACTOR, for a fixture that burns
    CPU by the clock (its header's `time-factor: 1`), whose time no machine's speed changes."""
    command = [
        sys.executable,
        "-m",
        "judge",
        "--problems",
        str(BANK),
        "submit",
        slug,
        str(solution),
        "--json",
    ]
    env = {
        **os.environ,
        "JUDGE_HOME": str(home),
        **({"JUDGE_TIME_FACTOR": time_factor} if time_factor else {}),
    }
    home.mkdir(parents=True, exist_ok=True)
    out, err = home / "stdout", home / "stderr"
    with open(out, "w") as stdout, open(err, "w") as stderr:
        process = subprocess.Popen(command, stdout=stdout, stderr=stderr, env=env)
    give_up = time.monotonic() + HANG_GUARD_S
    while True:  # wait4 rather than Popen.wait: it also reports the peak memory
        pid, status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid:
            break
        if time.monotonic() > give_up:
            process.kill()
            process.wait()
            raise AssertionError(f"judge submit did not finish within {HANG_GUARD_S} s")
        time.sleep(0.01)
    process.returncode = os.waitstatus_to_exitcode(status)
    result = subprocess.CompletedProcess(command, process.returncode, out.read_text(), err.read_text())
    return result, usage.ru_maxrss


def running(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            return handle.read().rsplit(b")", 1)[1].split()[0] not in (b"Z", b"X")
    except OSError:
        return False


def spawned_pid(judge: subprocess.Popen[bytes]) -> int:
    """The pid a solution printed as "spawned pid N", read from the output file of the judge's
    child (`judge-out-<judge pid>-*/output`) while the case runs."""
    give_up = time.monotonic() + HANG_GUARD_S
    while time.monotonic() < give_up:
        assert judge.poll() is None, "the judge ended before the solution started its process"
        for output in Path(tempfile.gettempdir()).glob(f"judge-out-{judge.pid}-*/output"):
            found = re.search(r"spawned pid (\d+)", output.read_text(errors="replace"))
            if found:
                return int(found.group(1))
        time.sleep(0.01)
    raise AssertionError("the solution did not print the pid of its process")


def test_every_prefix_is_covered() -> None:
    prefixes = {path.stem.split("_")[0] for path in FIXTURES}
    assert prefixes == set(VERDICTS), "every fixture's name starts with a verdict, every verdict has one"


@pytest.mark.parametrize("path", FIXTURES, ids=[path.stem for path in FIXTURES])
def test_hostile_solution(path: Path, tmp_path: Path) -> None:
    fields = header(path)
    expected = VERDICTS[path.stem.split("_")[0]]
    slug = fields.get("problem", ["tiny-sum"])[0]
    result, peak_kb = submit(slug, path, tmp_path / "home", fields.get("time-factor", [""])[0].split(" ")[0])

    assert "Traceback" not in result.stderr, result.stderr
    assert result.returncode == (0 if expected == "AC" else 1), result.stderr
    report = json.loads(result.stdout)
    failure = report["failure"] or {}
    assert report["verdict"] == expected, failure or report["compile_error"]
    message = report["compile_error"] or failure.get("message", "")
    for text in fields.get("expect", []):
        assert text in message, message
    if expected not in ("AC", "CE"):
        assert failure["verdict"] == expected and failure["name"] == "example-1", failure
    for limit in fields.get("judge-memory-below-mb", []):
        assert peak_kb < int(limit) * 1024, f"the judge peaked at {peak_kb // 1024} MiB"

    output = failure.get("output") or ""
    for pid in map(int, re.findall(r"spawned pid (\d+)", output)):
        assert not running(pid), f"the solution's grandchild {pid} is still running"
    assert not live_descendants(), "the submission left processes behind"


def test_a_fixture_that_prints_a_pid_is_checked() -> None:
    """The leftover check above is only real if the subprocess fixtures print their pid."""
    printing = [path.name for path in FIXTURES if "spawned pid" in path.read_text()]
    assert "tle_waits_for_subprocess.py" in printing and "tle_escaping_subprocess.py" in printing


def test_killing_the_judge_takes_the_solution_and_its_processes_along(tmp_path: Path) -> None:
    """The judge is killed mid-case (no chance to clean up): its orphaned child notices and ends
    itself and the `sleep` it started, instead of living on."""
    solution = tmp_path / "waits.py"
    solution.write_text(  # the pid goes to the child's output file: it may write nowhere else
        "import os, subprocess, time\n"
        "class Solution:\n"
        "    def sumList(self, nums):\n"
        "        child = subprocess.Popen(['sleep', '1000'])\n"
        "        host = [pid for task in os.listdir('/proc/self/task')\n"
        "                for pid in open(f'/proc/self/task/{task}/children').read().split()][0]\n"
        "        print('spawned pid', host, flush=True)  # as the host names it\n"
        "        child.wait()\n"
    )
    command = [
        sys.executable,
        "-m",
        "judge",
        "--problems",
        str(BANK),
        "submit",
        "tiny-sum",
        str(solution),
        "--no-record",
    ]
    judge = subprocess.Popen(
        command,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "JUDGE_HOME": str(tmp_path / "home")},
    )
    try:
        grandchild = spawned_pid(judge)
        assert running(grandchild)
    finally:
        judge.kill()
        judge.wait()
    give_up = time.monotonic() + 5
    while (running(grandchild) or live_descendants()) and time.monotonic() < give_up:
        time.sleep(0.05)
    assert not running(grandchild), "the solution's process outlived the killed judge"
    assert not live_descendants()
