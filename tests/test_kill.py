"""kill.kill_all returns only once every process of the tree is gone: a killed process with a large
heap stays listed while the kernel frees its memory, and one the judge stopped waiting for would
outlive it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from judge.sandbox.kill import kill_all, members

HEAP_MB = 2048  # a heap whose release the kernel takes tens of milliseconds over, on any machine here
# The leader starts a grandchild that fills its heap, says so, and waits; the leader waits too.
TREE = f"""\
import subprocess, sys, time
grandchild = (
    "heap = bytearray({HEAP_MB} << 20); heap[::4096] = bytes(len(heap) // 4096);"
    "print('ready', flush=True); import time; time.sleep(600)"
)
subprocess.Popen([sys.executable, "-c", grandchild])
time.sleep(600)
"""


def _listed(pid: int) -> bool:
    """`pid` is a process that has not ended yet (a zombie has)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_bytes().rsplit(b")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state not in (b"Z", b"X")


def test_kill_all_returns_when_a_large_heap_is_freed() -> None:
    leader = subprocess.Popen([sys.executable, "-c", TREE], stdout=subprocess.PIPE, start_new_session=True)
    try:
        assert leader.stdout is not None
        assert leader.stdout.readline() == b"ready\n"
        tree = members(leader.pid)
        assert len(tree) == 2, tree
        kill_all(leader.pid)
        assert [pid for pid in tree if pid != leader.pid and _listed(pid)] == []
    finally:
        kill_all(leader.pid)
        leader.wait()
        leader.stdout.close()
