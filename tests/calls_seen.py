"""How far a judged solution has got, seen from outside, for tests that interrupt a judge mid-run.

A test's solution marks each call it starts with `os.nice(1)` (CALL_MARK): the thread that runs the
calls keeps its niceness, which /proc shows, so the test can wait for "two cases judged, a third
running" itself instead of sleeping for a time that is too short on a loaded machine.
"""

from __future__ import annotations

import time
from pathlib import Path

CALL_MARK = "__import__('os').nice(1)"  # one statement, for the first line of a test's entry method
MOST = 19  # niceness stops there


def calls_started(solution: Path) -> list[int]:
    """For each live process running `solution` (its path in the command line), the calls it has
    started (its threads' highest niceness), the busiest first; processes yet to start one are left out."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if str(solution).encode() not in (entry / "cmdline").read_bytes():
                continue
            niceness = max(_niceness(task) for task in (entry / "task").iterdir())
        except (OSError, ValueError):
            continue
        if niceness > 0:
            found.append(niceness)
    return sorted(found, reverse=True)


def _niceness(task: Path) -> int:
    return int((task / "stat").read_bytes().rsplit(b")", 1)[1].split()[16])


def wait_for_calls(solution: Path, calls: int, processes: int = 1, timeout: float = 120) -> bool:
    """Wait until `processes` processes running `solution` have each started `calls` calls (at most
    `timeout` seconds, a bound for a broken run, not a pace); whether they did."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        started = calls_started(solution)
        if len(started) >= processes and started[processes - 1] >= calls:
            return True
        time.sleep(0.05)
    return False
