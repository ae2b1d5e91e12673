"""The Ctrl-C helper's report (interrupting.py) tells a judge that would act on SIGINT from one that
cannot: real children, started caught, ignored and blocked."""

from __future__ import annotations

import signal
import subprocess
import sys
from collections.abc import Callable

import pytest
from interrupting import interrupt, interrupt_and_wait

WAITS = "import sys; print('ready', flush=True); sys.stdin.read()"  # Python's own SIGINT handler
PAUSES = "import signal; print('ready', flush=True); signal.pause()"  # ends on a signal alone


def start(before: Callable[[], object] | None = None, script: str = WAITS) -> subprocess.Popen[str]:
    process = subprocess.Popen(
        [sys.executable, "-c", script],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        preexec_fn=before,
    )
    assert process.stdout is not None and process.stdout.readline() == "ready\n"
    return process


def test_a_caught_sigint_ends_the_child_and_the_state_said_so() -> None:
    process = start()
    try:
        state = interrupt(process.pid)
        assert process.wait(timeout=60) != 0
    finally:
        process.kill()
    assert "caught yes, ignored no, blocked in 0 of 1 threads" in state, state


def test_an_inherited_ignore_or_block_shows_and_the_child_lives_on() -> None:
    ignored = start(lambda: signal.signal(signal.SIGINT, signal.SIG_IGN))
    blocked = start(lambda: signal.pthread_sigmask(signal.SIG_BLOCK, [signal.SIGINT]))
    try:
        said_ignored, said_blocked = interrupt(ignored.pid), interrupt(blocked.pid)
        for process in (ignored, blocked):  # SIGINT did nothing: it ends when its stdin closes, status 0
            process.communicate(timeout=60)
            assert process.returncode == 0
    finally:
        ignored.kill()
        blocked.kill()
    assert "caught no, ignored yes" in said_ignored, said_ignored
    assert "caught yes, ignored no, blocked in 1 of 1 threads" in said_blocked, said_blocked


def test_waiting_on_a_child_that_ignores_sigint_fails_with_its_state() -> None:
    process = start(lambda: signal.signal(signal.SIGINT, signal.SIG_IGN), PAUSES)
    try:
        with pytest.raises(AssertionError, match="did not end after SIGINT; when sent: .*ignored yes"):
            interrupt_and_wait(process, timeout=0.5)  # short: it can never end on the signal
    finally:
        process.kill()
        process.wait()
    caught = start(script=PAUSES)
    interrupt_and_wait(caught, timeout=60)
    assert caught.returncode != 0


def test_a_suite_started_with_sigint_ignored_still_interrupts_its_children() -> None:
    """A script's background job (`python -m pytest &`) inherits SIGINT ignored: conftest sets it
    back, or every child a test interrupts would inherit the ignore and live on."""
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-n",
            "0",
            "-p",
            "no:cacheprovider",
            f"{__file__}::test_a_caught_sigint_ends_the_child_and_the_state_said_so",
        ],
        capture_output=True,
        text=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN),
        timeout=600,
    )
    assert done.returncode == 0 and "1 passed" in done.stdout, done.stdout[-3000:]
