"""Ctrl-C for a judge started as a child, with the judge's signal state at the moment it was sent.

A judge that does not end as after a Ctrl-C would otherwise fail its test only by timing out (or by
ending as if nothing happened); the state says at once whether it had Python's SIGINT handler, had
inherited SIGINT ignored, or had it blocked in some thread.
"""

from __future__ import annotations

import os
import signal
import subprocess

_SIGINT_BIT = 1 << (signal.SIGINT - 1)


def signal_state(pid: int) -> str:
    """How process `pid` stands towards SIGINT, from /proc: caught, ignored, blocked (per thread)."""
    try:
        fields = _status(f"/proc/{pid}/status")
        masks = [
            _status(f"/proc/{pid}/task/{task}/status")["SigBlk"] for task in os.listdir(f"/proc/{pid}/task")
        ]
    except (OSError, KeyError) as exc:
        return f"pid {pid} unreadable ({exc})"
    blocked = sum(1 for mask in masks if int(mask, 16) & _SIGINT_BIT)
    return (
        f"pid {pid} ({fields.get('State', '?')}): SIGINT "
        f"caught {_yes(fields.get('SigCgt', '0'))}, ignored {_yes(fields.get('SigIgn', '0'))}, "
        f"blocked in {blocked} of {len(masks)} threads, pending {_yes(fields.get('ShdPnd', '0'))}"
    )


def interrupt(pid: int) -> str:
    """Send SIGINT to `pid` (a Ctrl-C for that process alone); returns its signal_state just before."""
    state = signal_state(pid)
    os.kill(pid, signal.SIGINT)
    return state


def interrupt_and_wait(process: subprocess.Popen[str], timeout: float) -> tuple[str, str]:
    """Ctrl-C for `process`, then its output once it has ended; an AssertionError that says its
    signal state when the signal went if it does not end within `timeout` seconds."""
    state = interrupt(process.pid)
    try:
        return process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired as exc:
        raise AssertionError(f"the judge did not end after SIGINT; when sent: {state}") from exc


def _status(path: str) -> dict[str, str]:
    with open(path, encoding="ascii", errors="replace") as handle:
        return {key: value.strip() for key, _, value in (line.partition(":") for line in handle)}


def _yes(mask: str) -> str:
    return "yes" if int(mask, 16) & _SIGINT_BIT else "no"
