"""The parent side of the runner: one limited child process per solution, cases over pipes.

Inputs go to the child; expected values never do. Each case gets a wall-clock deadline; a child that
misses it, crashes or is killed is reported as an outcome, and `Runner` can be restarted.

Limits are resource limits on a process group and session of its own; the child confines itself
(launch.py, landlock.py). Its reported times are checked against the kernel's (cputime.py, threads.py).
Nothing the child sends can make the parent raise: a line that is not a well-formed reply to the
current case is a crash (RE), and the parent reads at most RESULT_BYTES of it.
"""

from __future__ import annotations

import json
import os
import select
import subprocess
import tempfile
import time
from collections import deque
from collections.abc import Generator, Sequence
from contextlib import suppress
from dataclasses import replace
from typing import Any

from judge.model.errors import SandboxError
from judge.model.limits import CPU_KILL_FACTOR, STARVED_STEP_S, Limits
from judge.model.outcome import Outcome, OutcomeKind
from judge.model.problem import Signature
from judge.sandbox import isolation, owners, replies, threads
from judge.sandbox.cputime import CpuLedger, Settled, program_cpu_reader
from judge.sandbox.kill import kill_all
from judge.sandbox.languages import Program
from judge.sandbox.launch import (
    OUTPUT_SLACK,
    RESULT_BYTES,
    exit_status,
    never_started,
    opening,
    output_size,
    output_tail,
    spawn,
)
from judge.sandbox.replies import _garbage, _number, ended_mid_case, load_failure, outcome_of
from judge.sandbox.wire import PIPELINE_WINDOW, case_line, read_reply

# run_many queues up to wire.PIPELINE_WINDOW cases in the child, topped up once no more than half
# are left, in one write of up to CHUNK_BYTES: a drained child wakes once per chunk, not per case.
CHUNK_BYTES = 64 * 1024
# How often the CPU watch reads a running case's CPU time: past CPU_KILL_FACTOR (limits.py) times its
# limit it is killed at once (judging re-runs a case that ends under that, so earlier would not pay).
CPU_POLL_S = 0.02


class Runner:
    """A child process running one solution file; use as a context manager."""

    def __init__(
        self,
        program: Program,
        signature: Signature,
        limits: Limits,
        load_timeout_s: float = 10.0,
        patience: float = 1.0,
    ) -> None:
        self.patience = patience  # the wall-clock deadline's multiple (a re-run's); CPU keeps the limit
        self._deadline_s = limits.deadline_s * patience
        self.program, self.signature, self.limits = program, signature, limits
        self.solution, self.entry_names = program.solution, signature.names
        self.display_name = program.display_name
        # for the interpreter or runtime to start (the module-level code gets the case deadline)
        self.load_timeout_s = load_timeout_s
        self.process: subprocess.Popen[bytes] | None = None
        # (rows, cols): run() asks the child for the solution's own table of this shape (Python only)
        self.table_shape: tuple[int, int] | None = None
        self.load_error: str | None = None
        self._output_fd: int | None = None
        self._workdir: tempfile.TemporaryDirectory[str] | None = None
        self._outdir: tempfile.TemporaryDirectory[str] | None = None

    # -- lifecycle ---------------------------------------------------------------------------------
    def __enter__(self) -> Runner:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def start(self) -> Outcome | None:
        """Start a fresh child and load the solution; an Outcome of kind "ce" if that fails."""
        self.close()
        child = spawn(self.program, self.signature, self.limits)
        self.process, self._case_write, self._result_read = child.process, child.case_write, child.result_read
        owners.started(child.process.pid)  # judge serve's Cancel may kill it from another thread
        self._output_path, self._workdir, self._outdir = child.output_path, child.workdir, child.outdir
        self._output_fd = os.open(self._output_path, os.O_RDONLY)  # kept: one fstat a case says if it printed
        self._output_end = 0  # the output file's size when the last case ended
        slack = self.program.cpu_slack.scaled(self.limits.factor)  # this machine's ms, as the limit
        self._ledger = CpuLedger(program_cpu_reader(self.process.pid), slack)  # the kernel's count
        self._buffer, self._reply_bytes = bytearray(), 0
        self._settled: Settled = (0, None, ())  # the CPU ledger's word on the last reply
        self._threads: threads.Threads | None = None  # the program's, known from its greeting
        self._sequence = 0
        self._exited: int | None = None  # the child's return code once reaped (negative: a signal)
        if self.program.payload:  # a header, the payload (unless prestarted), then the configuration
            header = (
                (b"" if child.loaded else opening(self.program)) + json.dumps(child.config).encode() + b"\n"
            )
        else:  # one line: the header's fields and the configuration
            header = (json.dumps({**self.program.header, "config": child.config}) + "\n").encode()
        load_cpu_start: float | None = None
        deadline = time.monotonic() + self.load_timeout_s
        sent = self._send(header, deadline)
        hello: dict[str, Any] | Outcome = self._receive(deadline) if sent is None else sent
        if isinstance(hello, Outcome):  # not even a greeting: did it reach its program at all?
            why = never_started(self._exited, self._output_fd)
            if why:  # it could not confine itself or exec its runtime: the sandbox's failure
                self.close()
                raise SandboxError(f"cannot start a child for {self.display_name}: {why}")
        elif hello.get("status") != "loading":
            hello = _garbage("instead of the harness's greeting")
        else:  # the interpreter is up; the module-level code gets one case's deadline
            load_cpu_start = _number(hello.get("cpu_start"))
            self._threads = threads.meet(isolation.worker(self.process.pid), self.program, hello)
            hello = self._receive(time.monotonic() + self.limits.deadline_s)
        output = output_tail(self._output_fd, 0, output_size(self._output_fd))
        failure = load_failure(hello, load_cpu_start, self.limits, output)
        if failure is not None:
            self.close()
            return failure
        self._output_end = output_size(self._output_fd)
        if self._threads is not None:  # the CPU ledger's witness of a tampering (cputime.py)
            self._ledger.call = self._threads.take_call(hello)
        self._ledger.restart()
        return None

    @property
    def alive(self) -> bool:
        return self.process is not None and self._exit_status() is None

    def close(self) -> None:
        """Kill the child's session and process group and release its pipes and folders."""
        self._kill()
        output_fd, self._output_fd = self._output_fd, None
        if output_fd is not None:
            os.close(output_fd)
        for folder in ("_workdir", "_outdir"):  # after the kill: nothing writes there any more
            handle = getattr(self, folder, None)
            if handle is not None:
                handle.cleanup()
                setattr(self, folder, None)

    def _kill(self) -> None:
        process, self.process = self.process, None
        if process is None:
            return
        owners.ending(process.pid)
        kill_all(process.pid)  # before the wait: until the child is reaped its pid cannot be reused
        self._exited = process.wait()
        for fd in (self._case_write, self._result_read):
            with suppress(OSError):
                os.close(fd)

    def _exit_status(self) -> tuple[str, int] | None:
        return exit_status(self.process.pid) if self.process is not None else None

    # -- cases -------------------------------------------------------------------------------------
    def run(self, args: dict[str, Any]) -> Outcome:
        """Run one case. The child must be started; after a non-"ok" kill the caller restarts it."""
        if self.process is None:  # no poll() here: a child that died is found by _receive
            raise RuntimeError("the runner's child is not running")
        output_start = self._output_end
        self._sequence += 1
        message: dict[str, Any] = {"n": self._sequence, "args": args}
        if self.table_shape is not None:
            message["table"] = list(self.table_shape)
        payload = (json.dumps(message) + "\n").encode()
        deadline = time.monotonic() + self._deadline_s
        self._ledger.restart()  # the child is idle: every earlier reply was read
        reply = self._send(payload, deadline) or self._receive(deadline, watch_cpu=True)
        outcome = self._finish(reply, output_start, output_size(self._output_fd), 1, len(payload))
        _, tampered, charges = self._settled  # nothing was queued behind it: settled at once
        if tampered is not None:
            return Outcome(OutcomeKind.CRASH, message=tampered, output=outcome.output)
        return threads.charged(outcome, sum(cpu_ms for _, cpu_ms in charges), self._threads)

    def outcomes(self, cases: Sequence[dict[str, Any]]) -> Generator[Outcome, None, None]:
        """Every case's outcome, in order, queued as in run_many; after a kill or a crash a fresh child
        takes the rest; ends with a "ce" Outcome if a (re)start fails; closed early, kills the child."""
        done = 0
        while done < len(cases):
            if not self.alive:
                failure = self.start()
                if failure is not None:
                    yield failure
                    return
            stream = self.run_many(cases[done:])
            try:
                for outcome in stream:
                    done += 1
                    yield outcome
            finally:
                stream.close()

    def run_many(
        self, cases: Sequence[dict[str, Any]], window: int = PIPELINE_WINDOW
    ) -> Generator[Outcome, None, None]:
        """The outcomes of `cases`, in order: what run() would give each, with less waiting.

        Up to `window` cases wait in the child's pipe, so it goes from one case to the next without a
        round trip through the judge (3-4x fewer wake-ups per case). A case's deadline counts from when
        the child could start it: the previous reply, or the call. The generator stops after an outcome
        that ends the child (the caller restarts and passes the cases not yet answered); closing it
        early kills a child that still has cases queued, so no stale reply is ever read. An outcome
        is held back while the kernel's count of CPU time is not yet covered by the times reported
        (cputime.CpuLedger): the cases queued behind it may explain it, else another thread's CPU is
        charged to it (threads.py) or it was tampered with.
        """
        if self.process is None:
            raise RuntimeError("the runner's child is not running")
        first = self._sequence
        queued = answered = yielded = 0
        window = max(1, window)
        held: deque[Outcome] = deque()  # answered, waiting for the CPU ledger to release them
        unsent = memoryview(b"")
        sizes: list[int] = []  # each case's line, for the CPU ledger's allowance
        ends: list[int] = []  # where each case's line ends in all that run_many writes
        written = 0  # bytes of it written so far
        started = time.monotonic()
        self._ledger.restart()  # the child is idle: every earlier reply was read
        try:
            while answered < len(cases):
                while True:  # top the pipe up without ever blocking on it
                    if not unsent and queued < len(cases) and queued - answered <= window // 2:
                        lines: list[bytes] = []
                        chunk = 0
                        while queued < len(cases) and queued - answered < window and chunk < CHUNK_BYTES:
                            queued += 1
                            line = case_line(first + queued, cases[queued - 1])
                            lines.append(line)
                            sizes.append(len(line))
                            chunk += len(line)
                            ends.append(written + chunk)
                        unsent = memoryview(b"".join(lines))
                    if not unsent:
                        break
                    try:
                        put = os.write(self._case_write, unsent)
                    except (BlockingIOError, BrokenPipeError):  # full, or dead: _receive says which
                        break
                    unsent, written = unsent[put:], written + put
                deadline = started + self._deadline_s
                reply: dict[str, Any] | Outcome | None = None
                if written < ends[answered]:  # the case waited for is not all written yet:
                    # its own bytes only, blocking (a child blocked on writing a long reply to it
                    # reads no further: the cases after it wait for the non-blocking top-up)
                    need = ends[answered] - written
                    reply = self._send(bytes(unsent[:need]), deadline)
                    unsent, written = unsent[need:], written + need
                output_start = self._output_end
                self._sequence = first + answered + 1
                reply = reply or self._receive(deadline, watch_cpu=True)
                out_end = reply.get("out_end") if isinstance(reply, dict) else None
                if type(out_end) is not int or out_end < output_start:  # the child's own count, else stat
                    out_end = output_size(self._output_fd)
                held.append(self._finish(reply, output_start, out_end, queued - answered, sizes[answered]))
                answered += 1
                started = time.monotonic()
                released, tampered, charges = self._settled
                threads.settle(held, charges, self._threads, answered == len(cases) and self.process)
                for _ in range(released):
                    yielded += 1
                    yield held.popleft()
                if tampered is not None:  # the child is closed; the caller restarts after this case
                    yielded += 1
                    yield Outcome(OutcomeKind.CRASH, message=tampered, output=held[0].output)
                    return
                if self.process is None:
                    return
        finally:
            if queued > yielded and self.process is not None:
                self.close()  # closed early with cases queued: their replies must never be read

    def _finish(
        self, reply: dict[str, Any] | Outcome, output_start: int, output_end: int, ahead: int, sent: int
    ) -> Outcome:
        """The case's Outcome from the child's reply (or why none came), with its output.
        `ahead` cases were queued in the child (this one included) when the reply was read."""
        outcome = reply if isinstance(reply, Outcome) else outcome_of(reply, self._sequence)
        plain = outcome.kind is OutcomeKind.OK and output_end == output_start <= OUTPUT_SLACK
        if plain and self.table_shape is None and isinstance(reply, dict) and "restart" not in reply:
            # the common case, a value and nothing printed: what the path below makes of it, at once
            self._settled = self._ledger.reply(outcome.cpu_ms, sent + self._reply_bytes, ahead)
            if self._settled[1] is not None:
                self.close()
            return outcome
        output = output_tail(self._output_fd, output_start, output_end) if output_end > output_start else ""
        outcome = isolation.explained(outcome, self.program.language, output)
        if self.table_shape is not None and isinstance(reply, dict) and outcome.kind is OutcomeKind.OK:
            outcome = replace(outcome, table=replies.read_table(reply.get("table"), self.table_shape))
        # A fresh child if this one is gone, cannot be trusted, asked for it after this case (a runtime
        # that cannot stop a runaway allocation in place: Go's memory watch) or nearly filled its output.
        ending = (
            outcome.kind.ends_child
            or output_end > OUTPUT_SLACK
            or (isinstance(reply, dict) and reply.get("restart") is True)
        )
        # What it reported must add up to what the kernel counted (before any kill: read it live).
        timed = not ending and isinstance(reply, dict) and outcome.kind.returned
        self._settled = self._ledger.reply(outcome.cpu_ms if timed else None, sent + self._reply_bytes, ahead)
        if ending or self._settled[1] is not None:
            self.close()
        else:
            self._output_end = output_end
        if output_end - output_start > self.limits.output_kb * 1024:  # at the limit is not over it
            return Outcome(
                OutcomeKind.OUTPUT, message=f"output passed {self.limits.output_kb} KiB", output=output
            )
        return replace(outcome, output=output) if output and not outcome.output else outcome

    # -- plumbing ----------------------------------------------------------------------------------
    def _send(self, data: bytes, deadline: float) -> Outcome | None:
        """Write to the case pipe before the deadline; an Outcome if that could not be done."""
        view = memoryview(data)
        while view:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return self._timeout()
            _, writable, _ = select.select([], [self._case_write], [], remaining)
            if not writable:
                continue
            try:
                view = view[os.write(self._case_write, view) :]
            except BlockingIOError:
                continue
            except BrokenPipeError:
                return self._death(deadline)
        return None

    def _receive(self, deadline: float, watch_cpu: bool = False) -> dict[str, Any] | Outcome:
        """The next JSON line from the child, or an Outcome saying why none came.

        With `watch_cpu` (a case is running), once the case has had its time limit in wall-clock
        time the child's CPU time is read every few milliseconds, and a case past CPU_KILL_FACTOR
        times the limit is killed then: a busy loop ends without waiting for the wall deadline.
        """
        limit_s = self.limits.time_ms / 1000
        started = deadline - self._deadline_s
        watch_from = started + limit_s if watch_cpu else deadline
        searched = 0
        while True:
            end = self._buffer.find(b"\n", searched)
            if end >= 0:
                break
            searched = len(self._buffer)
            if searched > RESULT_BYTES + 65536:
                self._kill()
                return _garbage(f"longer than {RESULT_BYTES} bytes")
            now = time.monotonic()
            remaining = deadline - now
            if remaining <= 0:
                if not (
                    watch_cpu
                    and self.limits.starved(now - started, self._ledger.since_last_ms(), self.patience)
                ):
                    return self._timeout(now - started if watch_cpu else 0.0)
                deadline, remaining = now + STARVED_STEP_S, STARVED_STEP_S  # starved: it runs on
            if now >= watch_from:
                if self._ledger.since_last_ms() > CPU_KILL_FACTOR * self.limits.time_ms:
                    return self._timeout(cpu_exceeded=True)
                remaining = min(remaining, CPU_POLL_S)
            else:
                remaining = min(remaining, watch_from - now)
            ready, _, _ = select.select([self._result_read], [], [], remaining)
            if not ready:
                continue
            chunk = os.read(self._result_read, 1 << 16)
            if not chunk:
                return self._death(deadline)
            self._buffer += chunk
        line = bytes(self._buffer[:end])
        del self._buffer[: end + 1]
        self._reply_bytes = len(line)
        return read_reply(line)

    def _timeout(self, waited_s: float = 0.0, cpu_exceeded: bool = False) -> Outcome:
        cpu_ms, busy = self._ledger.since_last_ms(), threads.busy_note(self._threads)  # before the kill
        self._kill()
        waited = f"{max(waited_s, self._deadline_s):.3g} s of wall-clock time"
        message = f"{cpu_ms:.0f} ms of CPU time" if cpu_exceeded else waited
        return Outcome(OutcomeKind.TIMEOUT, message=f"killed after {message}{busy}", cpu_ms=cpu_ms)

    def _death(self, deadline: float) -> Outcome:
        """The child closed its end of the result pipe: say how it ended (after a short wait)."""
        give_up = min(deadline, time.monotonic() + 2.0)
        status = self._exit_status()
        while status is None and time.monotonic() < give_up:
            time.sleep(0.005)
            status = self._exit_status()
        self._kill()  # its session may still hold grandchildren
        return ended_mid_case(status)
