"""The parent side of the runner: one limited child process per solution, cases over pipes.

This is the only module that starts or kills processes. Inputs go to the child; expected values
never do. Each case gets a wall-clock deadline; a child that misses it, crashes or is killed is
reported as an outcome, and `Runner` can be restarted to go on with the next case.
"""

from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

CHILD_SCRIPT = Path(__file__).with_name("child.py")
OUTPUT_TAIL_BYTES = 2000


@dataclass(frozen=True)
class Limits:
    time_ms: int
    memory_mb: int
    output_kb: int = 1024

    @property
    def deadline_s(self) -> float:
        """Wall-clock time a case may take before the child is killed (CPU time decides TLE)."""
        return 2 * self.time_ms / 1000 + 1.0


@dataclass(frozen=True)
class Outcome:
    """What happened when the child ran one case (not yet a verdict).

    kind: "ok" (returned `value`), "invalid" (returned a value that is not plain data: `value_type`),
    "exception", "exit", "memory", "timeout" (killed at the deadline), "output" (output cap hit),
    "crash" (the process died: `message` says how), or "ce" (the solution could not be loaded).
    For "timeout", `cpu_ms` is the CPU time the case had used when it was killed (-1 if unknown).
    """

    kind: str
    value: Any = None
    value_type: str = ""
    message: str = ""
    cpu_ms: float = 0.0
    wall_ms: float = 0.0
    peak_kb: int = 0
    output: str = ""  # the tail of what the solution printed during the case


class Runner:
    """A child process running one solution file; use as a context manager."""

    def __init__(
        self,
        solution: Path,
        entry_names: list[str],
        limits: Limits,
        display_name: str | None = None,
        load_timeout_s: float = 10.0,
    ) -> None:
        self.solution = Path(solution)
        self.entry_names = entry_names
        self.limits = limits
        self.display_name = display_name or self.solution.name
        self.load_timeout_s = load_timeout_s
        self.process: subprocess.Popen[bytes] | None = None
        self.load_error: str | None = None

    # -- lifecycle ---------------------------------------------------------------------------------
    def __enter__(self) -> Runner:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def start(self) -> Outcome | None:
        """Start a fresh child and load the solution; an Outcome of kind "ce"/"crash"/... if that fails."""
        self.close()
        self._workdir = tempfile.TemporaryDirectory(prefix="judge-run-")
        self._outdir = tempfile.TemporaryDirectory(prefix="judge-out-")
        self._output_path = Path(self._outdir.name) / "output"
        output_file = open(self._output_path, "wb")
        case_read, self._case_write = os.pipe()
        self._result_read, result_write = os.pipe()
        config = {
            "solution_path": str(self.solution.resolve()),
            "display_name": self.display_name,
            "entry_names": self.entry_names,
            "case_fd": case_read,
            "result_fd": result_write,
            "memory_bytes": self.limits.memory_mb * 1024 * 1024,
            "output_bytes": self.limits.output_kb * 1024,
        }
        env = {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "MALLOC_ARENA_MAX": "2",
               "PYTHONHASHSEED": "0"}
        try:
            self.process = subprocess.Popen(
                [sys.executable, "-I", str(CHILD_SCRIPT), json.dumps(config)],
                stdin=subprocess.DEVNULL,
                stdout=output_file,
                stderr=output_file,
                cwd=self._workdir.name,
                env=env,
                pass_fds=(case_read, result_write),
                start_new_session=True,  # its own process group, killed as a whole
            )
        finally:
            os.close(case_read)
            os.close(result_write)
            output_file.close()
        # Kept open for the whole run: one fstat per case tells whether the solution printed anything.
        self._output_fd = os.open(self._output_path, os.O_RDONLY)
        self._output_end = 0  # the output file's size when the last case ended
        self._cpu_mark = 0.0  # the child's CPU seconds when the last case ended (for timeouts)
        self._buffer = b""
        hello = self._receive(time.monotonic() + self.load_timeout_s)
        if isinstance(hello, Outcome):
            hello = _with_output(hello, self._output_tail(0, self._output_size()))
            self.close()
            if hello.kind == "timeout":
                return Outcome("ce", message=f"loading the solution took over {self.load_timeout_s:g} s")
            return Outcome("ce", message=f"the solution could not be loaded: {hello.message}",
                           output=hello.output)
        if hello.get("status") != "ready":
            self.close()
            return Outcome("ce", message=hello.get("message", "could not load the solution"))
        self._output_end = self._output_size()
        self._cpu_mark = hello.get("cpu_end", 0.0)
        return None

    @property
    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def close(self) -> None:
        """Kill the child's whole process group and release its pipes and folders."""
        self._kill()
        output_fd, self._output_fd = getattr(self, "_output_fd", None), None
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
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        process.wait()
        self._exit_code = process.returncode
        for fd in (self._case_write, self._result_read):
            try:
                os.close(fd)
            except OSError:
                pass

    # -- cases ---------------------------------------------------------------------------------------
    def run(self, args: dict[str, Any]) -> Outcome:
        """Run one case. The child must be started; after a non-"ok" kill the caller restarts it."""
        if self.process is None:  # no poll() here: a child that died is found by _receive
            raise RuntimeError("the runner's child is not running")
        output_start = self._output_end
        payload = (json.dumps({"args": args}) + "\n").encode()
        try:
            _write_all(self._case_write, payload)
        except BrokenPipeError:
            pass  # the child died; _receive reports how
        reply = self._receive(time.monotonic() + self.limits.deadline_s)
        output_end = self._output_size()
        output = self._output_tail(output_start, output_end) if output_end > output_start else ""
        if isinstance(reply, Outcome):  # the child is gone: keep what it printed, then tidy up
            self.close()
            return _with_output(reply, output)
        self._output_end = output_end
        self._cpu_mark = reply.get("cpu_end", self._cpu_mark)
        if output_end >= self.limits.output_kb * 1024:
            return Outcome("output", message=f"output passed {self.limits.output_kb} KiB", output=output)
        status = reply.get("status")
        timing = {"cpu_ms": reply.get("cpu_ms", 0.0), "wall_ms": reply.get("wall_ms", 0.0),
                  "peak_kb": reply.get("peak_kb", 0), "output": output}
        if status == "ok":
            if "v" in reply:
                return Outcome("ok", value=reply["v"], **timing)
            return Outcome("invalid", value_type=reply.get("other", "?"),
                           message=reply.get("repr", ""), **timing)
        return Outcome(status, message=reply.get("message", ""), output=output)

    # -- plumbing ------------------------------------------------------------------------------------
    def _receive(self, deadline: float) -> dict[str, Any] | Outcome:
        """The next JSON line from the child, or an Outcome saying why none came."""
        while b"\n" not in self._buffer:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                cpu_ms = self._case_cpu_ms()
                self._kill()
                return Outcome("timeout", message="killed at the wall-clock deadline", cpu_ms=cpu_ms)
            ready, _, _ = select.select([self._result_read], [], [], remaining)
            if not ready:
                continue
            chunk = os.read(self._result_read, 1 << 16)
            if not chunk:
                return self._death()
            self._buffer += chunk
        line, self._buffer = self._buffer.split(b"\n", 1)
        return json.loads(line)

    def _death(self) -> Outcome:
        assert self.process is not None
        try:
            code: int | None = self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:  # closed its pipe but lives on: end it
            code = None
        self._kill()  # its process group may still hold grandchildren
        if code is not None and code < 0:
            name = signal.Signals(-code).name
            if -code == signal.SIGXCPU:
                return Outcome("timeout", message=f"killed by {name} (CPU time limit)")
            if -code == signal.SIGXFSZ:
                return Outcome("output", message=f"killed by {name} (output limit)")
            return Outcome("crash", message=f"the process was killed by signal {name}")
        return Outcome("crash", message=f"the process exited with code {code} in the middle of a case")

    def _case_cpu_ms(self) -> float:
        """CPU time the child spent on the current case so far (-1 when unknown), read before a kill."""
        try:
            assert self.process is not None
            with open(f"/proc/{self.process.pid}/stat", "rb") as handle:
                fields = handle.read().rsplit(b")", 1)[1].split()
            ticks = int(fields[11]) + int(fields[12])  # utime + stime, all threads
            return max(0.0, ticks / os.sysconf("SC_CLK_TCK") * 1000 - self._cpu_mark * 1000)
        except (OSError, ValueError, IndexError, AssertionError, AttributeError):
            return -1.0

    def _output_size(self) -> int:
        try:
            return os.fstat(self._output_fd).st_size
        except (OSError, AttributeError, TypeError):
            return 0

    def _output_tail(self, start: int, end: int) -> str:
        """What the solution printed from byte `start` to `end` (its last OUTPUT_TAIL_BYTES)."""
        begin = max(start, end - OUTPUT_TAIL_BYTES)
        try:
            return os.pread(self._output_fd, end - begin, begin).decode("utf-8", "replace")
        except (OSError, AttributeError, TypeError, ValueError):
            return ""


def _write_all(fd: int, data: bytes) -> None:
    while data:
        data = data[os.write(fd, data):]


def _with_output(outcome: Outcome, output: str) -> Outcome:
    if outcome.output or not output:
        return outcome
    from dataclasses import replace

    return replace(outcome, output=output)
