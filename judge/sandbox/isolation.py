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

Either way RLIMIT_NPROC (processes and threads: a JVM's or Go's threads count) is set per language,
and the same unshare makes a PID namespace (unless JUDGE_NO_PID_NAMESPACE): the child splits into a
relay, the namespace's init and the program (confine.py `_split`), so that the judge's death or the
program's end takes every process of the namespace along, stopped or not, with no scan of /proc.
Without it, the child is a subreaper and kill.py's tree kill ends what it started, as long as the judge
lives to do it. Landlock's TCP rules and scopes stay on as a second layer. `support()` says which way
this machine takes, or why neither: then the children run as before, and `--json` says so.
"""

from __future__ import annotations

import os
import queue
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import Enum
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from judge.model.outcome import Outcome, OutcomeKind
from judge.sandbox.languages.registry import named

UID_BASE = 1_800_000_000  # a child run by root becomes UID_BASE + its pid (pid_max is 2^22 at most)
# A compiler run by root becomes this one uid: Go's build cache is shared by every build, so its owner
# must be the same from one compile to the next (a uid per child would lock the next one out).
COMPILER_UID = UID_BASE - 1
# Processes and threads a child may have at once, plus its runtime's own per CPU (a language's
# registry entry's `threads_per_cpu`: a JVM, V8 and Go start more threads with more CPUs).
PROCESSES = 64
# A compiler's: `go build` runs a compile process per CPU, each with a thread per CPU; all compilers
# share COMPILER_UID, and two builds may run at once.
COMPILER_PROCESSES = 256 + 32 * (os.cpu_count() or 1)
_CAPS = {0: "CAP_CHOWN", 6: "CAP_SETGID", 7: "CAP_SETUID", 8: "CAP_SETPCAP", 21: "CAP_SYS_ADMIN"}


class Mode(str, Enum):
    UID = "uid"  # root: a network namespace and a uid of its own
    USER_NAMESPACE = "user namespace"  # not root: a user and a network namespace
    NONE = ""


@dataclass(frozen=True)
class Isolation:
    """How this machine isolates a child beside Landlock, or why it cannot."""

    mode: Mode
    reason: str = ""  # why none
    pid_namespace: bool = False

    def describe(self) -> dict[str, object]:
        """Its part of the `confinement` field of --json."""
        if self.mode is Mode.NONE:
            return {
                "network_namespace": False,
                "user_namespace": False,
                "process_limit": False,
                "pid_namespace": False,
                "isolation_missing": self.reason,
                "processes_ended_by": "the judge's tree kill (a subreaper child)",
            }
        return {
            "network_namespace": True,
            # root needs none: the child runs as a uid of its own, which its process limit counts
            "user_namespace": self.mode is Mode.USER_NAMESPACE,
            "process_limit": True,
            "process_limit_by": self.mode.value,
            "pid_namespace": self.pid_namespace,
            "processes_ended_by": (
                "the end of the PID namespace"
                if self.pid_namespace
                else "the judge's tree kill (a subreaper child; PID namespaces turned off)"
            ),
        }

    def spec(self, processes: int, write: list[str], uid: int = 0) -> tuple[str, int, list[str], int, int]:
        """What the child applies (confine.py): the mode, its process cap, the folders it owns, with
        a PID namespace the judge's pid (the relay and the init count as two processes), and the uid
        it becomes as root (0: UID_BASE + its pid)."""
        own = write if self.mode is Mode.UID else []
        if self.pid_namespace:
            return (self.mode.value, processes + 2, own, os.getpid(), uid)
        return (self.mode.value, processes, own, 0, uid)


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


def hand_over(paths: list[Path]) -> None:
    """Give the folders a compiler writes (and all they hold) to COMPILER_UID, when root runs it as
    that uid: the build folder the judge filled, a cache made by an earlier judge or by a compiler
    run as root itself (JUDGE_NO_NAMESPACES). A folder whose entries it owns already is not walked:
    Go's cache, thousands of files, writes new ones only into folders of its first level."""
    if support().mode is Mode.UID:
        for path in paths:
            with os.scandir(path) as entries:
                owners = {
                    os.lstat(path).st_uid,
                    *(entry.stat(follow_symlinks=False).st_uid for entry in entries),
                }
            if owners != {COMPILER_UID}:
                _chown_tree(path, COMPILER_UID, os.getuid())


def reclaim(path: Path) -> None:
    """Take a build folder back from COMPILER_UID once its compiler is done: what the judge publishes
    is its own (let_execute opens a program to its runner's uid only then)."""
    if support().mode is Mode.UID:
        _chown_tree(path, os.getuid(), COMPILER_UID)


def _chown_tree(root: Path, uid: int, owner: int) -> None:
    """chown what `owner` owns beneath `root`, links themselves (never what they point to)."""
    paths = [str(root)]
    for folder, names, files in os.walk(root):
        paths.extend(os.path.join(folder, name) for name in (*names, *files))
    for path in paths:
        try:
            if os.lstat(path).st_uid == owner:
                os.chown(path, uid, uid, follow_symlinks=False)
        except FileNotFoundError:
            pass


def process_limit(language: str) -> int:
    """The processes and threads a child of `language` may have at once."""
    return PROCESSES + named(language).threads_per_cpu * (os.cpu_count() or 1)


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
        return Isolation(Mode.UID, pid_namespace=_pid_namespace())
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
    return Isolation(Mode.USER_NAMESPACE, pid_namespace=_pid_namespace())


T = TypeVar("T")


def start(popen: Callable[[], T]) -> T:
    """`popen()`, from a thread that lives as long as this process: a relay's parent-death signal
    follows the thread that forked it, not the process (a stress job's thread that ends would take
    the children it started along, a support child kept for later among them). The main thread
    forks itself; any other hands the call to one spawner thread per process."""
    if not support().pid_namespace or threading.current_thread() is threading.main_thread():
        return popen()
    with _SPAWNER_LOCK:
        requests = _SPAWNERS.get(os.getpid())
        if requests is None:
            requests = queue.SimpleQueue()
            threading.Thread(
                target=_spawn_forever, args=(requests,), name="judge-spawner", daemon=True
            ).start()
            _SPAWNERS[os.getpid()] = requests
    done = threading.Event()
    box: list[Any] = []
    requests.put((popen, box, done))
    done.wait()
    if isinstance(box[0], BaseException):
        raise box[0]
    return box[0]


def _spawn_forever(requests: queue.SimpleQueue[tuple[Callable[[], Any], list[Any], threading.Event]]) -> None:
    while True:
        popen, box, done = requests.get()
        try:
            box.append(popen())
        except BaseException as exc:  # noqa: BLE001 - raised again in the caller's thread
            box.append(exc)
        done.set()


def _after_fork() -> None:  # a forked process has no spawner thread, and a lock may be held
    global _SPAWNER_LOCK
    _SPAWNER_LOCK = threading.Lock()
    _SPAWNERS.clear()


_SPAWNERS: dict[int, queue.SimpleQueue[tuple[Callable[[], Any], list[Any], threading.Event]]] = {}
_SPAWNER_LOCK = threading.Lock()
os.register_at_fork(after_in_child=_after_fork)


def _pid_namespace() -> bool:
    return not os.environ.get("JUDGE_NO_PID_NAMESPACE")


def worker(leader: int) -> int | None:
    """The process that runs the program of the child `leader` (the judge's own child): `leader`
    itself, or in a PID namespace the init's child (confine.py `_split`); None until it is there."""
    if not support().pid_namespace:
        return leader
    init = _only_child(leader)
    return None if init is None else _only_child(init)


def _only_child(pid: int) -> int | None:
    """The first child of `pid` (the relay and the init have one each, the program's turn first)."""
    try:
        with open(f"/proc/{pid}/task/{pid}/children", "rb") as handle:
            children = handle.read().split()
        return int(children[0]) if children else None
    except FileNotFoundError:  # a kernel without the children file: the eldest child by a scan
        pass
    except OSError:
        return None
    found: list[tuple[int, int]] = []  # (start time, pid)
    for name in os.listdir("/proc"):
        try:
            with open(f"/proc/{name}/stat", "rb") as handle:
                fields = handle.read().rsplit(b")", 1)[1].split()
            if int(fields[1]) == pid:
                found.append((int(fields[19]), int(name)))
        except (OSError, ValueError, IndexError):
            continue
    return min(found)[1] if found else None


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
