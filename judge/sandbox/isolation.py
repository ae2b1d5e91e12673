"""The kernel's isolation around each child, beside Landlock: a network of its own and a process cap.

Planned here, applied by the child to itself right after Landlock's rules are read, before anything of
the solution's runs (confine.py `_isolate`), in one of two ways:

- the judge runs as root: the child enters a new network namespace (CLONE_NEWNET: a loopback that is
  down, no route anywhere: no TCP, no UDP, no abstract Unix socket of the host), then becomes a uid
  of its own (UID_BASE + its pid), keeping only CAP_DAC_READ_SEARCH so that it still reads what
  Landlock allows (the runtime may live under a private /root); its folder is chowned to it first.
  RLIMIT_NPROC binds any uid but root's and counts per uid: with a uid per child, per child.
- any other user: a new user namespace with the network one (unprivileged since Linux 3.8), mapping
  the user to itself; RLIMIT_NPROC then counts the processes of that namespace only.

Either way RLIMIT_NPROC (processes and threads: a JVM's or Go's threads count) is set per language.
Landlock's TCP rules and scopes stay on as a second layer. `support()` says which way this machine
takes, or why neither: then the children run as before, and `--json` says so.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, replace
from enum import Enum
from functools import cache
from pathlib import Path

from judge.model.outcome import Outcome, OutcomeKind

UID_BASE = 1_800_000_000  # a child run by root becomes UID_BASE + its pid (pid_max is 2^22 at most)
# Processes and threads a child may have at once. The runtimes' own threads, measured on 2 CPUs:
# Python 2, a Go binary 5, Node 8, the JVM 15; a JVM, V8 and Go start more threads with more CPUs.
PROCESSES = 64
PER_CPU = {"java": 4, "go": 4, "javascript": 2}
_CAPS = {0: "CAP_CHOWN", 6: "CAP_SETGID", 7: "CAP_SETUID", 8: "CAP_SETPCAP", 21: "CAP_SYS_ADMIN"}


class Mode(str, Enum):
    UID = "uid"  # root: a network namespace and a uid of its own
    USER_NAMESPACE = "user namespace"  # not root: a user and a network namespace
    NONE = ""


@dataclass(frozen=True)
class Isolation:
    mode: Mode
    reason: str = ""  # why none

    def describe(self) -> dict[str, object]:
        """Its part of the `confinement` field of --json."""
        if self.mode is Mode.NONE:
            return {"network_namespace": False, "process_limit": False, "isolation_missing": self.reason}
        return {"network_namespace": True, "process_limit": True, "process_limit_by": self.mode.value}

    def spec(self, processes: int, write: list[str]) -> tuple[str, int, list[str]]:
        """What the child applies (confine.py): the mode, its process cap, the folders it owns."""
        return (self.mode.value, processes, write if self.mode is Mode.UID else [])


def let_execute(path: str) -> None:
    """Make the program a child of root execs (a compiled solution) executable by its uid of its own:
    a build made under umask 077 is the owner's alone, and CAP_DAC_READ_SEARCH grants no execute.
    Only a file of the judge's own user, which lies in its private build folder."""
    if support().mode is not Mode.UID:
        return
    try:
        info = os.stat(path)
        if info.st_uid == os.geteuid() and info.st_mode & 0o100 and not info.st_mode & 0o001:
            os.chmod(path, info.st_mode | 0o005)
    except OSError:
        pass  # gone: the exec says so


def process_limit(language: str) -> int:
    """The processes and threads a child of `language` may have at once."""
    return PROCESSES + PER_CPU.get(language, 0) * (os.cpu_count() or 1)


@cache
def support() -> Isolation:
    """Which way this machine isolates a child, from what the judge may do (once per process). A
    child that then cannot do it stops and says why (confine.py): it never runs less isolated."""
    if os.environ.get("JUDGE_NO_NAMESPACES"):
        return Isolation(Mode.NONE, "turned off by JUDGE_NO_NAMESPACES")
    if sys.platform != "linux":
        return Isolation(Mode.NONE, f"namespaces are a Linux feature; this is {sys.platform}")
    if os.geteuid() == 0:
        held = _effective_caps()
        lacking = [name for bit, name in _CAPS.items() if not held >> bit & 1]
        if lacking:
            return Isolation(Mode.NONE, f"root without {', '.join(lacking)}")
        return Isolation(Mode.UID)
    for path, off in (
        ("/proc/sys/user/max_user_namespaces", "0"),
        ("/proc/sys/kernel/unprivileged_userns_clone", "0"),
        ("/proc/sys/kernel/apparmor_restrict_unprivileged_userns", "1"),
    ):
        try:
            if Path(path).read_text().strip() == off:
                return Isolation(Mode.NONE, f"user namespaces are not allowed ({path} is {off})")
        except OSError:
            continue  # not this kernel's switch
    return Isolation(Mode.USER_NAMESPACE)


def _effective_caps() -> int:
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("CapEff:"):
                return int(line.split()[1], 16)
    except (OSError, ValueError):
        pass
    return 0


# EAGAIN from fork or clone as each runtime words it (Python, Go; the JVM's thread start)
LIMIT_SIGNS = ("Resource temporarily unavailable", "resource temporarily unavailable", "errno=11", "(EAGAIN)")
# a JVM that cannot start a thread throws OutOfMemoryError: not the memory limit's doing
FAILED_KINDS = (OutcomeKind.EXCEPTION, OutcomeKind.CRASH, OutcomeKind.EXIT, OutcomeKind.MEMORY)


def explained(outcome: Outcome, language: str, output: str = "") -> Outcome:
    """A failed case's outcome, an RE that says so when the process cap refused a fork or a thread
    (EAGAIN, in the message or the output: a Go runtime or a JVM prints it as it fails)."""
    if outcome.kind not in FAILED_KINDS or support().mode is Mode.NONE:
        return outcome
    if not any(sign in outcome.message or sign in output for sign in LIMIT_SIGNS):
        return outcome
    kind = OutcomeKind.EXCEPTION if outcome.kind is OutcomeKind.MEMORY else outcome.kind
    limit = process_limit(language)
    message = f"process limit reached ({limit} processes and threads): {outcome.message}"
    return replace(outcome, kind=kind, message=message)
