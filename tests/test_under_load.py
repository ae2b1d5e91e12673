"""Verdicts that must not depend on how busy the machine is.

A runaway recursion reaches the judge's recursion limit after 0.3-0.6 s of CPU, under tiny-sum-deep's
4 s limit (scaled to the machine). On a loaded machine the first run can be starved past the
wall-clock deadline: it runs on while it is using CPU (or is re-run in a fresh process) and ends with
the RecursionError, and that, not the starved run, is the verdict.
The test loads both cores with busy loops of its own while the real CLI judges the fixture.

Slow tier (CI runs it): its six busy loops for ~20 s take both cores from every other test running
beside it. The default tier judges the same two fixtures without the loops: RE, RecursionError
(test_hostile.py::test_hostile_solution[re_infinite_recursion] and [re_infinite_cache_recursion]).
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import run_judge

HOSTILE = Path(__file__).parent / "hostile"
BANK = HOSTILE / "bank" / "problems"


@pytest.fixture
def busy_cores() -> Iterator[list[subprocess.Popen[bytes]]]:
    """Three busy loops per core (of at least two): the judge gets a small share of the CPU. Killed
    and reaped after the test."""
    loops = [
        # each in a session of its own: with the kernel's autogroups, loops sharing one session
        # share one CPU share, and the judge's child (a session of its own) would hardly notice
        subprocess.Popen([sys.executable, "-c", "while True: pass"], start_new_session=True)
        for _ in range(3 * max(2, os.cpu_count() or 2))
    ]
    try:
        yield loops
    finally:
        for loop in loops:
            loop.kill()
            loop.wait()


@pytest.mark.slow
@pytest.mark.parametrize("fixture", ["re_infinite_recursion", "re_infinite_cache_recursion"])
def test_runaway_recursion_is_re_under_cpu_load(
    fixture: str, busy_cores: list[subprocess.Popen[bytes]], tmp_path: Path
) -> None:
    for attempt in range(3):
        done = run_judge(
            "submit",
            "tiny-sum-deep",
            str(HOSTILE / f"{fixture}.py"),
            "--json",
            "--no-record",
            home=tmp_path / "home",
            problems=BANK,
            timeout=120,
        )
        assert all(loop.poll() is None for loop in busy_cores), "the load ended early"
        report = done.json
        assert report["verdict"] == "RE", (attempt, report["failure"])
        assert "RecursionError" in report["failure"]["message"]
        assert report["failure"]["borderline"] is False
