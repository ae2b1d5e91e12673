"""A solution's own busy thread is its time, never tampering (cputime.CpuLedger, sandbox/threads.py).

tests/busy/ holds one solution per language, right in every case, whose first case starts a thread
(a goroutine, a Worker) that spins for good. It must get AC, or TLE where that CPU pushes a case
past its limit, with a message that names the thread's CPU; never RE ("tampered") nor IE. Judged
through the real CLI on a quiet machine, and in the slow tier under busy loops on every core (the
harness then waits for a core between cases while the thread runs: the CPU the ledger finds there
is charged, not called forged). The forgeries that are tampering stay RE with their evidence
(tests/hostile/re_forges_*.py).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import live_descendants, share_builds, share_cache, tool_found
from lang_fixtures import submit

BUSY = Path(__file__).parent / "busy"
TOOLS = {".py": None, ".cpp": "g++", ".go": "go", ".java": "javac", ".js": "node", ".rs": "rust"}
NAMED = re.compile(r"kept running (beside your code|between cases): \d+ ms of CPU")


def fixture_params() -> list[object]:
    """The spinning thread of every language, skipped where its toolchain is missing."""
    params = []
    for path in sorted(BUSY.glob("busy_thread.*")):
        tool = TOOLS[path.suffix]
        missing = tool is not None and not tool_found(tool)
        marks = [pytest.mark.skip(reason=f"{tool} is not installed")] if missing else []
        params.append(pytest.param(path, id=path.suffix[1:], marks=marks))
    return params


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory, shared_builds: Path, shared_cache: Path) -> Path:
    return share_cache(share_builds(tmp_path_factory.mktemp("judge-home-busy"), shared_builds), shared_cache)


def check(path: Path, home: Path, ours: frozenset[int] = frozenset()) -> None:
    report = submit("predict-the-winner", path, home)
    failure = report["failure"] or {}
    assert report["verdict"] in ("AC", "TLE"), (report["verdict"], failure, report["_stderr"])
    messages = [case["message"] for case in report["cases"] if case["message"]]
    assert any(NAMED.search(message) for message in messages), messages
    if path.suffix in (
        ".py",
        ".cpp",
        ".java",
        ".rs",
    ):  # the runtime knows the thread by the name it was given
        assert any("'spinner'" in message for message in messages), messages
    assert not any("tampered" in message for message in messages), messages
    left = set(live_descendants()) - ours
    assert not left, f"the submission left processes behind: {left}"


@pytest.mark.parametrize("path", fixture_params())
def test_a_busy_thread_is_the_solutions_time(path: Path, home: Path) -> None:
    check(path, home)


def test_cpu_between_two_cases_is_charged_to_a_case(home: Path) -> None:
    """0.3 s burned outside every call while the harness waits for the interpreter's lock: past the
    slack, it is charged to a case, which says so (AC under the limit; TLE on a machine fast enough
    that 0.3 s is past a scaled limit)."""
    report = submit("predict-the-winner", BUSY / "ac_burns_between_cases.py", home)
    messages = [case["message"] for case in report["cases"] if case["message"]]
    assert report["verdict"] in ("AC", "TLE"), (report["failure"], report["_stderr"])
    charged = re.compile(
        r"a thread of yours \('burner'\) kept running between cases: (\d+) ms of CPU, charged"
    )
    found = [int(match.group(1)) for message in messages for match in [charged.search(message)] if match]
    assert found and max(found) >= 100, messages  # most of the 0.3 s, less the slack


def test_a_thread_burning_past_the_limit_between_cases_is_tle(home: Path) -> None:
    report = submit("predict-the-winner", BUSY / "tle_burns_between_cases.py", home)
    failure = report["failure"] or {}
    assert report["verdict"] == "TLE", (failure, report["_stderr"])
    assert "a thread of yours ('burner') kept running" in failure["message"], failure
    assert not live_descendants(), "the submission left processes behind"


@pytest.fixture
def busy_cores() -> Iterator[frozenset[int]]:
    """Two busy loops per core, each in a session of its own (so the kernel's autogroups give each
    its share); killed and reaped after the test."""
    loops = [
        subprocess.Popen([sys.executable, "-c", "while True: pass"], start_new_session=True)
        for _ in range(2 * max(2, os.cpu_count() or 2))
    ]
    try:
        yield frozenset(loop.pid for loop in loops)
    finally:
        for loop in loops:
            loop.kill()
            loop.wait()


@pytest.mark.slow
@pytest.mark.parametrize("path", fixture_params())
def test_a_busy_thread_under_load_is_still_not_tampering(
    path: Path, home: Path, busy_cores: frozenset[int]
) -> None:
    check(path, home, busy_cores)
