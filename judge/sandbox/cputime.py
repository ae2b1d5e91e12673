"""The child's CPU time as the kernel accounts it, read from outside the child, and the check that
what the child reports agrees with it.

A solution runs in the same process as the harness that times it, so it can change what the
harness reports (rebind its clocks, write a reply of its own to the result pipe). The kernel's
account of the child's CPU time is out of its reach: the runner reads it (clock_gettime on the
child's process CPU clock, all threads, in nanoseconds; /proc/<pid>/stat where that fails) and a
batch of cases whose reported times add up to clearly less than the kernel counted is tampering.

Cases are pipelined (run_many keeps several queued in the child), so a reading taken when the reply
to case k arrives may include the start of cases k+1..q already queued. `CpuLedger` keeps such a
reading until the replies to every case queued at that moment have arrived, and only then compares
it with the sum of their reported times: exact, whatever the runner's own lag. What the harness does
outside the timed call (decoding a case, encoding a result, collecting garbage; a runtime's JIT and
GC threads) is allowed for by a floor, a per-case and per-byte allowance and a fraction of the
reported time, per language (`Slack`): in reference-machine ms, scaled by the machine's factor as
the time limit is, so that a machine slower than this one does not take its own decoding for
tampering (a C++ harness decodes a large input at ~50 ms of CPU per MB here, factor 1.6).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass, replace

from judge.sandbox import isolation

TAMPERED = "the judge's channel was tampered with"
# A reply still waiting when the batch ends early (an exception, a dead child: the cases queued
# behind it will never report) is let go unless the kernel counted this much more than covered:
# the most CPU time the cases behind it could plausibly have used before the runner read it.
RUNNER_LAG_MS = 200.0
_CLOCK_SCHED = 2  # CPUCLOCK_SCHED: the scheduler's exact runtime, as CLOCK_PROCESS_CPUTIME_ID


@dataclass(frozen=True)
class Slack:
    """CPU time the child may spend beyond the sum of its reported case times, in a batch
    (reference-machine ms: `scaled` gives this machine's)."""

    floor_ms: float = 40.0
    per_case_ms: float = 0.5
    # decoding the cases and encoding the results, per MB of both: the slowest harness (C++) takes
    # ~32 reference-machine ms per MB, so a machine up to ~8x slower than its factor says passes
    per_mb_ms: float = 250.0
    fraction: float = 0.2  # collecting a case's garbage after it (Python: ~10% of a memo's build)

    def scaled(self, factor: float) -> Slack:
        """This slack on a machine `factor` times as slow as the reference (Limits.factor)."""
        return replace(
            self,
            floor_ms=self.floor_ms * factor,
            per_case_ms=self.per_case_ms * factor,
            per_mb_ms=self.per_mb_ms * factor,
        )

    def allowed_ms(self, reported_ms: float, cases: int, payload_bytes: int) -> float:
        return (
            self.floor_ms
            + self.per_case_ms * cases
            + self.per_mb_ms * payload_bytes / 1e6
            + self.fraction * reported_ms
        )


def program_cpu_reader(leader: int) -> Callable[[], float]:
    """cpu_reader of the process that runs the program of the child `leader` (the judge's own
    child; in a PID namespace the init's child: isolation.worker), found at the first reading after
    it started; -1.0 until then."""
    found: list[Callable[[], float]] = []

    def read() -> float:
        if not found:
            pid = isolation.worker(leader)
            if pid is None:
                return -1.0
            found.append(cpu_reader(pid))
        return found[0]()

    return read


def cpu_reader(pid: int) -> Callable[[], float]:
    """A function giving the CPU seconds the kernel accounted to process `pid` so far (all its
    threads, not its children), or -1.0 once that cannot be read."""
    clock = (~pid << 3) | _CLOCK_SCHED  # the kernel's clockid for another process's CPU clock
    try:
        time.clock_gettime(clock)
    except (OSError, OverflowError, AttributeError):
        return lambda: _stat_seconds(pid)

    def read() -> float:
        try:
            return time.clock_gettime(clock)
        except OSError:  # the process was reaped
            return -1.0

    return read


def _stat_seconds(pid: int) -> float:
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            fields = handle.read().rsplit(b")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime
    except (OSError, ValueError, IndexError):
        return -1.0


class CpuLedger:
    """The kernel's CPU time against the reported times, over one batch of cases that starts with
    the child idle (every reply read, nothing queued).

    A reply is released (its outcome may be used) once the kernel's count when it was read is
    covered by the times reported so far plus the slack. One that is not yet covered waits for the
    replies to the cases queued behind it when it was read (their CPU time may be in that count);
    if they do not cover it either, that reply is the tampered one. Honest replies are released at
    once; only a suspicious one holds the outcomes behind it back.
    """

    def __init__(self, read: Callable[[], float], slack: Slack) -> None:
        self.read = read
        self.slack = slack
        self.start(read())

    def start(self, now: float) -> None:
        self.base = now  # the kernel's count when the batch started
        self.last = now  # ... and when the last reply was read
        self.reported_ms = 0.0
        self.cases = 0
        self.payload = 0
        self.waiting: list[tuple[float, int]] = []  # (kernel ms, last case it may include)

    def restart(self) -> None:
        """A new batch, the child idle."""
        self.start(self.read())

    def since_last_ms(self) -> float:
        """The kernel's CPU time since the last reply was read: the running case's, at most."""
        now = self.read()
        return -1.0 if now < 0 else max(0.0, (now - self.last) * 1000)

    def reply(self, reported_ms: float | None, payload_bytes: int, ahead: int) -> tuple[int, str | None]:
        """Account a reply read just now, with `ahead` cases queued in the child (this one
        included); `payload_bytes` is the size of the case and of its reply. `reported_ms` is None
        for a reply without a time (an exception, a dead child): nothing to check, every waiting
        reply is released and the batch starts over.

        Returns how many of the waiting replies (oldest first, this one last) are released, and
        a message if the first reply not released is found tampered with.
        """
        now = self.read()
        self.cases += 1
        self.payload += payload_bytes
        ending = reported_ms is None or now < 0
        if not ending:
            self.last = now
            self.reported_ms += reported_ms or 0.0
            self.waiting.append(((now - self.base) * 1000, self.cases - 1 + ahead))
        covered = self.reported_ms + self.slack.allowed_ms(self.reported_ms, self.cases, self.payload)
        released = 0
        for kernel_ms, last_case in self.waiting:
            if kernel_ms <= covered:
                released += 1
            elif last_case <= self.cases - ending or (ending and kernel_ms > covered + RUNNER_LAG_MS):
                del self.waiting[:released]  # every case it may include has reported: not covered
                return released, (
                    f"{TAMPERED}: the times it reported add up to "
                    f"{self.reported_ms:.0f} ms where the kernel counted "
                    f"{kernel_ms:.0f} ms of CPU time"
                )
            elif not ending:
                break
            else:
                released += 1
        if ending:  # nothing more to compare with: this reply too, and start over from here
            self.start(now if now >= 0 else self.last)
            return released + 1, None
        del self.waiting[:released]
        return released, None
