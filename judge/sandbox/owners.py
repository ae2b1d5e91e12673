"""Which thread started which child, so another thread can end a judging it did not start.

`judge serve` judges on worker threads; its Cancel comes in on the server's thread. Killing the
running children makes the worker's wait on them return at once (the pipe closes), and the worker
then drops the rest of the judging. The runner reports each child it starts and each it reaps; the
lock is held across a cancel's kills, so a child is never reaped (its pid free for reuse) while a
cancel is still signalling it.
"""

from __future__ import annotations

import threading

from judge.sandbox.kill import kill_all

_LOCK = threading.Lock()
_CHILDREN: dict[int, set[int]] = {}  # thread ident -> pids of its live children


def started(pid: int) -> None:
    """The calling thread started child `pid`."""
    with _LOCK:
        _CHILDREN.setdefault(threading.get_ident(), set()).add(pid)


def ending(pid: int) -> None:
    """Child `pid` is about to be killed and reaped by its own thread (waits for a cancel in progress)."""
    with _LOCK:
        for pids in _CHILDREN.values():
            pids.discard(pid)


def kill_children_of(thread: int) -> int:
    """Kill every live child thread `thread` started (and what they started); how many there were."""
    with _LOCK:
        pids = sorted(_CHILDREN.get(thread, ()))
        for pid in pids:
            kill_all(pid)
        return len(pids)
