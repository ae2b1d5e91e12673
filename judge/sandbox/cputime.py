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


Settled = tuple[int, "str | None", tuple[tuple[int, float], ...]]
NOTHING: tuple[tuple[int, float], ...] = ()


class CpuLedger:
    """The kernel's CPU time against the reported times, over one batch of cases that starts with
    the child idle (every reply read, nothing queued).

    A reply is released (its outcome may be used) once the kernel's count when it was read is
    covered by the times reported so far plus the slack. One that is not yet covered waits for the
    replies to the cases queued behind it when it was read (their CPU time may be in that count).
    If they do not cover it either, the thread that runs the calls (`call`, its CPU ms, -1.0 when
    unknown) decides: if it alone used more than every reply said, the replies were forged (that
    reply is the tampered one); else the CPU went to other threads of the process, the solution's
    own, and the part past the slack is charged to that reply's case. Honest replies are released
    at once; only a suspicious one holds the outcomes behind it back.
    """

    def __init__(
        self, read: Callable[[], float], slack: Slack, call: Callable[[], float] | None = None
    ) -> None:
        self.read = read
        self.slack = slack
        self.call = call
        self.start(read())

    def start(self, now: float) -> None:
        self.base = now  # the kernel's count when the batch started
        self.last = now  # ... and when the last reply was read
        self.call_base = -1.0 if self.call is None else self.call()  # the call thread's, in ms
        self.reported_ms = 0.0
        self.charged_ms = 0.0  # what the ledger charged to cases beyond their reported times
        self.cases = 0
        self.payload = 0
        # (kernel ms, last case it may include, the call thread's ms then or -1.0 if not read)
        self.waiting: list[tuple[float, int, float]] = []

    def restart(self) -> None:
        """A new batch, the child idle."""
        self.start(self.read())

    def since_last_ms(self) -> float:
        """The kernel's CPU time since the last reply was read: the running case's, at most."""
        now = self.read()
        return -1.0 if now < 0 else max(0.0, (now - self.last) * 1000)

    def _call_used(self) -> float:
        if self.call is None or self.call_base < 0:
            return -1.0
        now = self.call()
        return -1.0 if now < 0 else now - self.call_base

    def reply(self, reported_ms: float | None, payload_bytes: int, ahead: int) -> Settled:
        """Account a reply read just now, with `ahead` cases queued in the child (this one
        included); `payload_bytes` is the size of the case and of its reply. `reported_ms` is None
        for a reply without a time (an exception, a dead child): nothing to check, every waiting
        reply is released and the batch starts over.

        Returns how many of the waiting replies (oldest first, this one last) are released, a
        message if the first reply not released is found tampered with, and the CPU ms charged to
        released ones (their offset among them, the ms).
        """
        now = self.read()
        self.cases += 1
        self.payload += payload_bytes
        ending = reported_ms is None or now < 0
        covered = self.reported_ms + self.charged_ms
        if not ending:
            self.last = now
            self.reported_ms += reported_ms or 0.0
            covered += reported_ms or 0.0
        covered += self.slack.allowed_ms(self.reported_ms, self.cases, self.payload)
        if not ending:
            kernel_ms = (now - self.base) * 1000
            # the call thread is read only for a reply its count does not cover at once
            call_ms = self._call_used() if kernel_ms > covered else -1.0
            self.waiting.append((kernel_ms, self.cases - 1 + ahead, call_ms))
        released = 0
        charged: list[tuple[int, float]] = []
        for kernel_ms, last_case, call_ms in self.waiting:
            if kernel_ms <= covered:
                released += 1
                continue
            explained = last_case <= self.cases - ending  # every case it may include has reported
            if not explained and not (ending and kernel_ms > covered + RUNNER_LAG_MS):
                if not ending:
                    break
                released += 1  # the cases behind it ended early: their CPU may be in the count
                continue
            lag = 0.0 if explained else RUNNER_LAG_MS
            if call_ms > covered + lag:  # the calls' own thread used more than every reply said
                del self.waiting[:released]
                return (
                    released,
                    (
                        f"{TAMPERED}: the thread that runs your code used {call_ms:.0f} ms of CPU "
                        f"where the replies on the judge's pipe said {self.reported_ms:.0f} ms "
                        f"(the kernel counted {kernel_ms:.0f} ms for the whole process)"
                    ),
                    tuple(charged),
                )
            extra = kernel_ms - covered - lag  # another thread's: the solution's time
            self.charged_ms += extra
            covered += extra
            charged.append((released, extra))
            released += 1
        if ending:  # nothing more to compare with: this reply too, and start over from here
            self.start(now if now >= 0 else self.last)
            return released + 1, None, tuple(charged) if charged else NOTHING
        del self.waiting[:released]
        return released, None, tuple(charged) if charged else NOTHING
