"""The seam where a language plugs in: how a solution file becomes a program the runner can start.

A language turns the user's file and the problem's signature into a `Program`: the command of a
child that speaks the runner's protocol (see `sandbox/child.py` for Python's side of it) — one JSON
header line, then one JSON line per case in on the case pipe and one JSON line per result out on the
result pipe. Compiled languages generate a driver from the signature, compile it once, and cache it.
"""

from __future__ import annotations

import os
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from judge.model.errors import JudgeError
from judge.model.limits import Limits
from judge.model.problem import Problem, Signature
from judge.model.values import ValueType
from judge.sandbox.cputime import Slack
from judge.sandbox.languages.registry import named

KERNELS = Path(__file__).resolve().parent / "kernels"


class ToolchainMissingError(JudgeError):
    """The compiler or runtime a language needs is not installed (exit 2, one line naming the package
    or the command that installs it)."""


TOOLCHAIN_PATH = "JUDGE_TOOLCHAIN_PATH"


def toolchain_path(*places: str) -> str:
    """Where a language looks for its toolchain's binaries: PATH, then its usual `places` (Go's
    /usr/lib/go-1.N/bin, not on PATH); or JUDGE_TOOLCHAIN_PATH alone where it is set, to choose the
    toolchains or (set to an empty folder, or empty) to hide them all, as the tests do."""
    chosen = os.environ.get(TOOLCHAIN_PATH)
    if chosen is not None:
        return chosen
    return os.pathsep.join([os.environ.get("PATH", os.defpath), *places])


class CompileFailedError(Exception):
    """The solution does not compile: `message` is the compiler's, with the user's line numbers."""

    def __init__(self, message: str, compile_ms: float = 0.0) -> None:
        super().__init__(message)
        self.message = message
        self.compile_ms = compile_ms


@dataclass(frozen=True)
class Program:
    """A solution ready to start, in the runner's terms.

    `command(limits)` is the child's argv up to (not including) the marker and the case pipe's fd
    that the runner appends, so a runtime's own flags (a JVM heap, a V8 old space) can follow the
    memory limit. `header` holds extra fields of the first message, and `payload` bytes sent right
    after its line (Python: the harness's compiled code; the header then says how many bytes follow).
    """

    language: str
    solution: Path
    display_name: str
    command: Callable[[Limits], list[str]]
    header: Mapping[str, Any] = field(default_factory=dict)
    payload: bytes = b""
    # The argv of `command` when it depends on no limit and the payload comes before the
    # configuration: such a child may be started early (launch.prestart). Empty for the others.
    early_command: tuple[str, ...] = ()
    env: Mapping[str, str] = field(default_factory=dict)
    # The harness sets RLIMIT_AS itself above its baseline (Python); a runtime that reserves huge
    # address space (JVM, V8, Go) says False and enforces memory with its own flags and peak RSS.
    address_space_limit: bool = True
    # What the child must read besides the system and Python (see landlock.py): the program, a
    # runtime's home, a driver. The solution file is always readable.
    read_paths: tuple[Path, ...] = ()
    # CPU time the child may spend beyond the times it reports (a runtime's JIT and GC threads)
    cpu_slack: Slack = field(default_factory=Slack)
    compile_ms: float = 0.0  # 0 when nothing was compiled (interpreted, or a cached build)
    cached: bool = False
    # The command begins with landlock.PRELUDE and confines itself from its case pipe (Python); any
    # other is started through landlock.LAUNCHER, which confines itself and then execs it.
    confines_itself: bool = False
    # The returned value's type is not fixed by the signature (Python, JavaScript): it may need
    # LeetCode's conversions (grading.checkers). In C++, Java and Go the compiler fixed it already.
    dynamic: bool = False
    # An interactive problem's pipes to its interactor (sandbox/interaction.py), inherited by the
    # child, and what its harness is told of them (added to the configuration).
    inherit_fds: tuple[int, ...] = ()
    harness_extra: Mapping[str, Any] = field(default_factory=dict)


class Language(ABC):
    """One language: its name (its extensions and aliases are in registry.py), and how it prepares
    a solution."""

    name: str
    comment: str = "//"  # how a line comment starts (for templates)
    version_command: tuple[str, ...] = ()  # asks the toolchain its version (for `judge --version`)
    flags: str = ""  # how solutions are compiled and run, said by `judge --version` and the README

    # What the rest of the judge asks of a language, so that nothing outside this folder names one.
    # The calibration kernel (kernels/calibrate.<ext>, `kernel_source`): its size here, about 30-60 ms of CPU
    # (long enough for a clock, short enough that a calibration takes well under a second), and the
    # reference machine's CPU ms for it, which defines that machine (grading/calibration.py).
    kernel_n: int = 0
    reference_kernel_ms: float = 0.0
    # Name prefixes of the threads its runtime starts on its own, after the greeting too: never the
    # solution's (sandbox/threads.py)
    runtime_threads: tuple[str, ...] = ()
    # A runtime whose threads all bear the program's name and may run any of the solution's code (Go's
    # goroutines): threads.py then counts them all, and says who they are in these words
    shared_threads: str = ""
    plays: bool = True  # its driver can be asked for moves (strategy problems)
    reads_tables: bool = False  # its harness can hand back a finished call's DP table (judge explain)

    def kernel_source(self) -> Path:
        """Its calibration kernel: an interval table and a memoised recursion, in this language."""
        return KERNELS / f"calibrate{named(self.name).template_extension}"

    def runtime_fingerprint(self) -> str:
        """What tells its runtime apart beyond the binary's path, size and time (calibration's cache)."""
        return ""

    def parse_error(self, text: str, path: Path) -> str | None:
        """Why `text` is not a program of this language ("does not parse as ..."), for a file whose
        extension names none (its language comes from --lang or is the default); None if it may be one."""
        return None

    def type_name(self, value_type: ValueType, optional: bool = False) -> str:
        """`value_type` as this language's templates write it (`optional`: None may come); `judge
        show` writes signatures in the default language's words."""
        raise NotImplementedError(f"no type names in {self.name}")

    def interactive_template(self, problem: Problem) -> str:
        """`judge new` for an interactive problem: LeetCode's template, the judge's API in a comment."""
        raise NotImplementedError(f"no interactive template in {self.name}")

    def strategy_template(self, problem: Problem) -> str:
        """`judge new` for a strategy problem: the class built with the start, asked for moves."""
        raise NotImplementedError(f"no strategy template in {self.name}")

    @abstractmethod
    def prepare(
        self, solution: Path, signature: Signature, build_root: Path, source: bytes | None = None
    ) -> Program:
        """The program for `solution`; raise CompileFailedError or ToolchainMissingError. `source`:
        the file's bytes as the judge read them already (else read here, for what it compiles)."""

    def early_program(self, solution: Path) -> Program | None:
        """The program of `solution` if it needs neither the problem nor a compiler, so that its child
        can start before the problem is read (launch.prestart); None for a language that compiles."""
        return None

    @abstractmethod
    def template(self, signature: Signature) -> str:
        """An empty solution with the exact signature, as LeetCode shows it in this language."""
