"""The threads of a child's program as the kernel counts them, read from outside the child.

When the CPU ledger (cputime.py) finds CPU time the replies do not cover, it asks here where that
time went. The thread that runs the calls is named by the harness in its greeting, before any of
the solution's code has run (`/proc/thread-self`, as the host sees it). If that thread alone used
more than every reply said, the replies were forged: that is the evidence of tampering. Anything
else is honest CPU of the process (a thread the solution started, a runtime's compiler or
collector) and is the solution's time.

A thread's count is its scheduler runtime (`/proc/<pid>/task/<tid>/schedstat`, nanoseconds), or
its ticks (`stat`, 10 ms) on a kernel without schedstat. A thread that has ended is counted in
the process's total only: what the ledger charges still holds its CPU, a note cannot name it.
"""

from __future__ import annotations

import os
from collections.abc import Callable, MutableSequence
from dataclasses import dataclass, replace
from typing import Any

from judge.model.outcome import Outcome, OutcomeKind
from judge.sandbox.languages import Program, by_name

_TICK_MS = 1000 / os.sysconf("SC_CLK_TCK")


@dataclass(frozen=True)
class Thread:
    tid: int
    name: str  # the kernel's name (comm): a runtime's own, the program's, or one the solution set
    cpu_ms: float


def thread_ms(pid: int, tid: int) -> float:
    """The CPU time the kernel counted for thread `tid` of process `pid`, or -1.0 once it is gone."""
    try:
        with open(f"/proc/{pid}/task/{tid}/schedstat", "rb") as handle:
            runtime = handle.read().split()[0]
        return int(runtime) / 1e6
    except FileNotFoundError:
        return _stat_ms(pid, tid)
    except (OSError, ValueError, IndexError):
        return -1.0


def _stat_ms(pid: int, tid: int) -> float:
    try:
        with open(f"/proc/{pid}/task/{tid}/stat", "rb") as handle:
            fields = handle.read().rsplit(b")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) * _TICK_MS
    except (OSError, ValueError, IndexError):
        return -1.0


def tids(pid: int) -> set[int]:
    try:
        return {int(name) for name in os.listdir(f"/proc/{pid}/task")}
    except (OSError, ValueError):
        return set()


def _name(pid: int, tid: int) -> str:
    try:
        with open(f"/proc/{pid}/task/{tid}/comm", "rb") as handle:
            return handle.read().decode("utf-8", "backslashreplace").strip()
    except OSError:
        return ""


def call_thread(pid: int, path: object) -> int | None:
    """The tid in a greeting's `thread` ("<pid>/task/<tid>", the harness's readlink of
    /proc/thread-self) if it names a live thread of `pid`; else None."""
    if not isinstance(path, str):
        return None
    parts = path.split("/")
    if len(parts) != 3 or parts[0] != str(pid) or parts[1] != "task" or not parts[2].isdigit():
        return None
    tid = int(parts[2])
    return tid if thread_ms(pid, tid) >= 0 else None


def meet(pid: int | None, program: Program, hello: dict[str, Any]) -> Threads | None:
    """The program `pid`'s threads as its greeting finds them (before any of the solution's code
    ran), with the one the harness named in it as running the calls (the CPU ledger's witness)."""
    return None if pid is None else Threads(pid, program.language, call_thread(pid, hello.get("thread")))


class Threads:
    """The program's threads from its greeting on: the ones it had then (the harness's and its
    runtime's), the one that runs the calls, and the ones born since."""

    def __init__(self, pid: int, language: str, call: int | None) -> None:
        self.pid, self.language, self.call = pid, language, call
        self.traits = by_name(language)  # its runtime's threads
        self.known = tids(pid)
        self.program_name = _name(pid, pid)
        # Go runs a goroutine on any of its threads, those of the greeting too: what they used
        # then is the runtime's start, what they use after it may be the solution's goroutines
        self.before = {tid: thread_ms(pid, tid) for tid in self.known} if self.traits.shared_threads else {}

    def take_call(self, ready: object) -> Callable[[], float]:
        """The call thread's CPU clock, once the harness is ready (JavaScript's Worker is named
        only then, before it loads the solution's file)."""
        call = call_thread(self.pid, ready.get("thread")) if isinstance(ready, dict) else None
        if call is not None:
            self.call = call
            self.known.add(call)
        return self.call_ms

    def call_ms(self) -> float:
        """The call thread's CPU time so far, or -1.0 if it is unknown or gone."""
        return -1.0 if self.call is None else thread_ms(self.pid, self.call)

    def collector_share(self) -> float:
        """What Go's collector may have used on the other threads since the greeting: its pacer
        aims at a quarter of the CPU while it marks, so half of the call thread's time is more
        than it takes (a goroutine spinning beside the calls takes as much as they do or more).
        0 for the other runtimes, whose collectors are threads of their own."""
        if not self.before or self.call is None:
            return 0.0
        return max(0.0, self.call_ms() - self.before.get(self.call, 0.0)) / 2

    def yours(self) -> list[Thread]:
        """The live threads born since the greeting that are not the runtime's, busiest first."""
        runtime = self.traits.runtime_threads
        found = []
        live = tids(self.pid)
        for tid in live - {self.call} if self.before else live - self.known:
            name = _name(self.pid, tid)
            if runtime and name.startswith(runtime):
                continue
            cpu = thread_ms(self.pid, tid) - self.before.get(tid, 0.0)
            if cpu >= 0:
                found.append(Thread(tid, name, cpu))
        return sorted(found, key=lambda thread: -thread.cpu_ms)

    def describe(self, found: list[Thread], cpu_ms: float, where: str) -> str:
        """`found`'s CPU in words: "a thread of yours ('spinner') kept running between cases: 65 ms
        of CPU"; `cpu_ms` is the figure to name, `where` when it ran."""
        if self.traits.shared_threads:
            return f"{self.traits.shared_threads} kept running {where}: {cpu_ms:.0f} ms of CPU"
        named = [t.name for t in found if t.name and t.name != self.program_name]
        if not found:
            who = "threads other than the one running your code"
        elif len(found) == 1:
            who = "a thread of yours" + (f" ('{named[0]}')" if named else "")
        else:
            shown = ", ".join(f"'{name}'" for name in named[:3])
            who = f"{len(found)} threads of yours" + (f" ({shown})" if shown else "")
        return f"{who} kept running {where}: {cpu_ms:.0f} ms of CPU"


Charges = tuple[tuple[int, float], ...]  # (offset among the replies released, CPU ms)
# A live thread of the solution's that used less than this by the last case is not worth a note.
NOTE_MS = 1.0


def settle(held: MutableSequence[Outcome], charges: Charges, threads: Threads | None, last: object) -> None:
    """The CPU ledger's charges on the outcomes `held` (cputime.CpuLedger.reply); `last`: the
    batch's last reply was read, so the last of them gets a note on threads left running."""
    for offset, cpu_ms in charges:
        held[offset] = charged(held[offset], cpu_ms, threads)
    if last and held:
        held[-1] = left_running(held[-1], threads)


def charged(outcome: Outcome, cpu_ms: float, threads: Threads | None) -> Outcome:
    """`outcome` with the CPU the ledger charged to it: the solution's time, judged as its own."""
    if cpu_ms <= 0 or not outcome.kind.returned:
        return outcome
    more = replace(outcome, cpu_ms=outcome.cpu_ms + cpu_ms)
    if outcome.kind is OutcomeKind.INVALID or outcome.message or cpu_ms < NOTE_MS:  # a trace: no news
        return more
    where = "between cases"
    if threads is None:
        note = f"threads other than the one running your code kept running {where}: {cpu_ms:.0f} ms of CPU"
    else:
        note = threads.describe(threads.yours(), cpu_ms, where)
    return replace(more, message=f"{note}, charged to this case")


def left_running(outcome: Outcome, threads: Threads | None) -> Outcome:
    """The last outcome of a batch, with a note on the solution's threads still alive then."""
    if outcome.kind is not OutcomeKind.OK or outcome.message:
        return outcome
    busy = still_busy(threads)
    return (
        replace(outcome, message=f"{busy} (its CPU during a case is in that case's time)")
        if busy
        else outcome
    )


def busy_note(threads: Threads | None) -> str:
    """For a case killed at its limit: what the solution's other threads had used by then, if any."""
    busy = still_busy(threads)
    return f" ({busy})" if busy else ""


def still_busy(threads: Threads | None) -> str:
    """What the solution's live threads have used, in words; "" if nothing worth a note."""
    if threads is None:
        return ""
    found = threads.yours()
    used = sum(thread.cpu_ms for thread in found)
    if used < NOTE_MS or used < threads.collector_share():
        return ""
    return threads.describe(found, used, "beside your code")
