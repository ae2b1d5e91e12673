"""An interactive problem's interactor: `solutions/<slug>/interactor.py` in a confined child of its
own (support.py's confinement: Landlock, a scrubbed environment, rlimits, its own process group),
wired to the solution's child by two pipes of its own, so that each API call the solution makes is
one round trip between the two children, with nothing of the judge in between.

The hidden state (374's pick, 843's secret) is sent to the interactor only; the solution's child
gets the other arguments and the pipes' ends. The judge talks to the interactor on a third channel
(interactor_child.py says the protocol): a game begins before the solution's case is sent, and
ends once the solution's reply (or its death) is read. An interactor that fails, loops or breaks
its protocol is a ProblemFaultError (IE), never the solution's fault.
"""

from __future__ import annotations

import json
import marshal
import math
import os
import resource
import subprocess
import sys
from functools import cache
from pathlib import Path
from typing import Any

from judge.model.errors import SandboxError
from judge.model.problem import Interaction
from judge.sandbox import folders, landlock
from judge.sandbox.cputime import program_cpu_reader
from judge.sandbox.launch import child_env, exit_status, popen_confined
from judge.sandbox.support import MEMORY_MB, SupportProcess, readable

CHILD = Path(__file__).with_name("interactor_child.py")
STRATEGY_CHILD = Path(__file__).with_name("strategy_child.py")  # a strategy problem's referee
DUPLEX = Path(__file__).with_name("duplex_child.py")  # what both share, sent before either
MARKER = "judge-interactor"  # in every interactor child's command line

BOOTSTRAP = (
    landlock.CHILD_PRELUDE
    + """\
def _judge_interactor():
    import marshal, sys
    fd = int(sys.argv[2])
    code, _ = globals().pop("_judge_harness")(fd)
    harness = {"__name__": "judge_interactor", "__builtins__": __builtins__}
    for part in marshal.loads(code):  # duplex_child.py, then the child's own file
        exec(part, harness)
    harness["main"](fd, int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]), sys.argv[6])
globals().pop("_judge_interactor")()
"""
)


@cache
def _opening(child: Path = CHILD) -> bytes:
    parts = tuple(
        compile(path.read_text(encoding="utf-8"), f"<judge {path.stem}>", "exec") for path in (DUPLEX, child)
    )
    payload = marshal.dumps(parts)
    return (json.dumps({"payload_bytes": len(payload)}) + "\n").encode() + payload


class InteractorProcess(SupportProcess):
    """One interactor child and the two pipes of the solution it plays; `solution_fds` are the
    ends the solution's child must inherit (the judge closes its copies once it has started)."""

    def __init__(self, path: Path, child: Path = CHILD) -> None:
        super().__init__(path, "interactor", ())
        self.child = child  # interactor_child.py, or strategy_child.py (a strategy problem's referee)
        self.solution_fds: tuple[int, ...] = ()

    def _start(self) -> None:
        requests_read, self.requests = os.pipe()
        self.replies, replies_write = os.pipe()
        calls_read, calls_write = os.pipe()
        answers_read, answers_write = os.pipe()
        self.workdir = folders.make("interactor")
        self.cpu_soft = math.ceil(self.timeout) + 1
        command = [sys.executable, "-I", "-S", "-c", BOOTSTRAP, MARKER]
        ends = (requests_read, replies_write, calls_read, answers_write)
        try:
            self.process = popen_confined(
                [*command, *map(str, ends), str(self.path.resolve())],
                read=readable(self.path),
                workdir=self.workdir.name,
                env=child_env(self.workdir.name),
                channel=(requests_read, self.requests),
                confines_itself=True,
                pass_fds=ends,
                rlimits=(
                    (resource.RLIMIT_AS, MEMORY_MB * 1024 * 1024, MEMORY_MB * 1024 * 1024),
                    (resource.RLIMIT_CORE, 0, 0),
                    (resource.RLIMIT_CPU, self.cpu_soft, None),
                ),
            )
        except (OSError, subprocess.SubprocessError, SandboxError) as exc:
            for fd in (self.requests, self.replies, calls_write, answers_read):
                os.close(fd)
            self.workdir.cleanup()
            self.workdir = None
            why = getattr(exc, "strerror", None) or exc
            raise SandboxError(f"cannot start a child for {self.path}: {why}") from None
        finally:
            for fd in ends:
                os.close(fd)
        self.solution_fds = (calls_write, answers_read)
        self.cpu_used = program_cpu_reader(self.process.pid)
        try:
            os.write(self.requests, _opening(self.child))
        except OSError:
            raise self._fail(self._ended()) from None
        self.loading = True
        self.greeted = False

    def _started(self) -> None:
        """As a support child's, but never afresh once it has spoken: its pipes are one solution's,
        so an interactor that died between calls (its CPU limit, a crash) failed that game."""
        if self.process is not None and self.greeted and not self.broken:
            if exit_status(self.process.pid) is not None:
                raise self._fail(self._ended())
        super()._started()

    def release_solution_fds(self) -> None:
        """The solution's child holds its ends now: the judge's copies go, so that each side sees
        the other's end (EOF) when it dies."""
        fds, self.solution_fds = self.solution_fds, ()
        for fd in fds:
            os.close(fd)

    def close(self) -> None:
        self.release_solution_fds()
        super().close()


def harness_config(interaction: Interaction, fds: tuple[int, ...]) -> dict[str, Any]:
    """What the solution's harness needs: the pipes' ends and the API's names (each language's
    harness builds LeetCode's `guess` or `Master` from them)."""
    return {
        "interaction": {
            "fds": list(fds),
            "calls": [[call.name, call.param, call.type] for call in interaction.calls],
            "object": interaction.object,
            "object_class": interaction.object_class,
        }
    }
