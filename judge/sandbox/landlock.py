"""Confining a child with Landlock (Linux 5.13+), unprivileged: what it may read, write and reach.

The judge plans a child's rules here; the child applies them to itself first thing after exec
(confine.py, sent as the first bytes of its first pipe: `opening`), before it loads its harness,
its program or anything of the solution's, whatever the language:

- read (and execute) only the system's libraries and tools (/usr, /lib, ...), the interpreter's or
  runtime's own prefix, the program and the solution file, a few harmless /proc, /sys and /dev files,
  and its own /proc/<pid>: never the problems, the judge's cache or database, the judge's own
  /proc/<pid>/ files, or the judge package (carved out of site-packages where it is installed);
- write only its own temporary folder (the output file and the pipes were opened before);
- with ABI 4+, no TCP bind or connect; with ABI 6+, no signal to a process outside its own domain
  (the judge) and no connection to an abstract Unix socket outside it.

Also, always: no new privileges (PR_SET_NO_NEW_PRIVS, which Landlock needs without root) and the
child a subreaper, so a process its solution double-forks stays its descendant (kill.py finds it).
Where Landlock is missing, `support()` says why and the child runs as before.

A Python child's bootstrap begins with PRELUDE and calls it on its first pipe; any other runtime
starts through LAUNCHER, a `python -I -S` that does the same and then execs the real command.
"""

from __future__ import annotations

import ctypes
import marshal
import os
import site
import sys
import sysconfig
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from importlib.machinery import SourceFileLoader
from pathlib import Path
from types import CodeType

from judge.sandbox.languages.registry import LANGUAGES

_CREATE_RULESET = 444  # the same on x86_64 and aarch64
_VERSION = 1  # LANDLOCK_CREATE_RULESET_VERSION

EXECUTE, WRITE_FILE, READ_FILE, READ_DIR = 1 << 0, 1 << 1, 1 << 2, 1 << 3
REFER, TRUNCATE, IOCTL_DEV = 1 << 13, 1 << 14, 1 << 15
READ = READ_FILE | READ_DIR | EXECUTE

SYSTEM_ROOTS = (
    "/usr",
    "/lib",
    "/lib64",
    "/lib32",
    "/libx32",
    "/bin",
    "/sbin",
    "/opt",
    "/etc/ld.so.cache",
    "/etc/ld.so.conf",
    "/etc/ld.so.conf.d",
    "/etc/localtime",
    "/etc/passwd",
    "/etc/group",
    "/etc/locale.alias",
    "/etc/nsswitch.conf",
    "/etc/alternatives",
    "/etc/ssl/openssl.cnf",
    "/dev/urandom",
    "/dev/random",
    "/dev/zero",
    "/proc/meminfo",
    "/proc/cpuinfo",
    "/proc/stat",
    "/proc/filesystems",
    "/proc/sys/vm/overcommit_memory",
    "/proc/cgroups",
    "/proc/sys/kernel/osrelease",
    "/sys/devices/system/cpu",
    "/sys/fs/cgroup",
    "/sys/kernel/mm/transparent_hugepage",
    "/sys/kernel/mm/hugepages",
)
JUDGE_PACKAGE = Path(__file__).resolve().parents[1]


@dataclass(frozen=True)
class Support:
    """Which Landlock ABI this kernel offers, or why none."""

    abi: int  # 0: no Landlock
    reason: str = ""  # why not, or what this ABI lacks

    def describe(self) -> dict[str, object]:
        """The `confinement` field of --json."""
        if not self.abi:
            return {"landlock": False, "reason": self.reason}
        return {
            "landlock": True,
            "abi": self.abi,
            "network": self.abi >= 4,
            "signals": self.abi >= 6,
            **({"missing": self.reason} if self.reason else {}),
        }


@cache
def _libc() -> ctypes.CDLL:
    libc = ctypes.CDLL(None, use_errno=True)
    libc.syscall.restype = ctypes.c_long
    return libc


@cache
def support() -> Support:
    """Whether this kernel has Landlock, at which ABI version (once per process)."""
    if os.environ.get("JUDGE_NO_LANDLOCK"):
        return Support(0, "turned off by JUDGE_NO_LANDLOCK")
    if sys.platform != "linux":
        return Support(0, f"Landlock is a Linux feature; this is {sys.platform}")
    machine = os.uname().machine
    if machine not in ("x86_64", "aarch64"):
        return Support(0, f"Landlock's system calls are not wired up for {machine}")
    try:
        abi = _libc().syscall(_CREATE_RULESET, None, 0, _VERSION)
    except (OSError, AttributeError) as exc:
        return Support(0, f"cannot call the kernel: {exc}")
    if abi < 1:
        errno = ctypes.get_errno()
        why = "disabled at boot (add landlock to lsm=)" if errno == 95 else os.strerror(errno)
        return Support(0, f"the kernel has no Landlock: {why}")
    missing = [what for what, since in (("TCP rules", 4), ("signal scoping", 6)) if abi < since]
    return Support(int(abi), f"ABI {abi} has no {' or '.join(missing)}" if missing else "")


@cache
def hidden_paths() -> tuple[str, ...]:
    """What a child must not read although it lies under a root it may: the judge package and,
    in every site-packages folder, anything installed for the judge (its data, .pth, metadata)."""
    hidden = {str(JUDGE_PACKAGE)}
    for folder in _site_folders():
        try:
            hidden.update(entry.path for entry in os.scandir(folder) if "judge" in entry.name.lower())
        except OSError:
            pass
    return tuple(sorted(os.path.realpath(path) for path in hidden))


def _site_folders() -> set[str]:
    folders = set(site.getsitepackages()) if hasattr(site, "getsitepackages") else set()
    for scheme_base in {sys.prefix, sys.base_prefix, sys.exec_prefix}:
        for key in ("purelib", "platlib"):
            folders.add(sysconfig.get_path(key, vars={"base": scheme_base, "platbase": scheme_base}))
    return {os.path.realpath(folder) for folder in folders if folder}


@cache
def base_rules() -> tuple[tuple[str, int], ...]:
    """(path, rights) for what every child may read: system roots and the Python prefixes."""
    hidden = hidden_paths()
    rules: list[tuple[str, int]] = []
    seen: set[str] = set()
    roots = [
        *SYSTEM_ROOTS,
        *(path for entry in LANGUAGES for path in entry.system_paths),
        sys.prefix,
        sys.base_prefix,
        sys.exec_prefix,
        os.path.dirname(os.path.realpath(sys.executable)),
    ]
    for root in roots:
        _carve(root, hidden, READ, rules, seen)
    return tuple(rules)


def _carve(
    path: str, hidden: tuple[str, ...], rights: int, rules: list[tuple[str, int]], seen: set[str]
) -> None:
    """Allow `rights` beneath `path`, except beneath the hidden paths: a folder holding one is
    allowed to be listed, and each of its entries is carved in turn."""
    real = os.path.realpath(path)
    if real in seen or not os.path.exists(real) or real in hidden:
        return
    seen.add(real)
    if not any(h.startswith(real + os.sep) for h in hidden):
        rules.append((real, rights))
        return
    rules.append((real, READ_DIR))
    try:
        entries = sorted(entry.path for entry in os.scandir(real))
    except OSError:
        return
    for entry in entries:
        _carve(entry, hidden, rights, rules, seen)


def plan(read: Iterable[Path | str], write: Iterable[Path | str]) -> list[tuple[str, int]]:
    """The rules of one child: the base ones, `read` (its program, its solution file) read-only and
    `write` (its own folder) with every right. Computed in the judge, applied by the child itself."""
    hidden = hidden_paths()
    rules = list(base_rules())
    seen: set[str] = set()
    for path in read:
        _carve(str(path), hidden, READ, rules, seen)
    rules.append((os.devnull, READ_FILE | WRITE_FILE | TRUNCATE))
    rules.extend((os.path.realpath(path), -1) for path in write)
    return rules


CONFINE_SCRIPT = Path(__file__).with_name("confine.py")
FAILED = 86  # confine.FAILED: the exit code of a child that could not confine itself
EXEC_FAILED = 127  # LAUNCHER's, when its command cannot be executed
LENGTH_DIGITS = 8  # the opening's length, in hexadecimal, comes first (PRELUDE reads 8)

# The start of a child's own code (its command line): reads the opening from `fd` (exactly its
# bytes: what follows on the pipe is the child's program) and confines itself by it.
PRELUDE = """\
def _judge_confine(fd):
    import marshal, os
    def take(size):
        data = b""
        while len(data) < size:
            chunk = os.read(fd, size - len(data))
            if not chunk:
                os._exit(3)
            data += chunk
        return data
    code, *spec = marshal.loads(take(int(take(8), 16)))
    space = {"__builtins__": __builtins__, "__name__": "judge_confine"}
    exec(code, space)
    space["confine"](*spec)
"""

# A Python child's start (its bootstrap: a solution's harness, a support child): confined by the opening
# on `fd`, site-packages loaded under the confinement, then its harness read from the same pipe (one
# JSON header line naming `payload_bytes`, the compiled code): returns the code and what followed it.
CHILD_PRELUDE = (
    PRELUDE
    + """\
def _judge_harness(fd):
    import json, os
    globals().pop("_judge_confine")(fd)
    import site
    site.main()
    data = b""
    while b"\\n" not in data:
        chunk = os.read(fd, 1 << 16)
        if not chunk:
            os._exit(3)
        data += chunk
    line, _, data = data.partition(b"\\n")
    size = json.loads(line)["payload_bytes"]
    while len(data) < size:
        chunk = os.read(fd, 1 << 16)
        if not chunk:
            os._exit(3)
        data += chunk
    return data[:size], data[size:]
"""
)

# `python -I -S -c LAUNCHER FD PATH ARGV...`: confined by the opening on FD, then PATH runs as ARGV
# (no site-packages loaded: it only confines and execs).
LAUNCHER = (
    PRELUDE
    + """\
import os, sys
globals().pop("_judge_confine")(int(sys.argv[1]))
try:
    os.execv(sys.argv[2], sys.argv[3:])
except OSError as exc:
    os.write(2, f"judge: cannot start {sys.argv[2]}: {exc.strerror or exc}\\n".encode(errors="replace"))
    os._exit(127)
"""
)


@cache
def _confiner() -> CodeType:
    """confine.py compiled (from the byte code Python keeps beside it), naming no file of the judge."""
    code = SourceFileLoader("judge_confine", str(CONFINE_SCRIPT)).get_code("judge_confine")
    assert code is not None  # None only for a loader without source
    return _renamed(code)


def _renamed(code: CodeType) -> CodeType:
    consts = tuple(_renamed(item) if isinstance(item, CodeType) else item for item in code.co_consts)
    return code.replace(co_filename="<judge confine>", co_consts=consts)


def opening(
    rules: list[tuple[str, int]],
    rlimits: tuple[tuple[int, int, int | None], ...] = (),
    isolation: tuple[str, int, list[str], int, int] = ("", 0, [], 0, 0),
) -> bytes:
    """What a child reads first: its length, then the confining code and the child's rules, limits,
    this kernel's ABI and its isolation (isolation.py; marshal: the child runs the judge's own
    interpreter)."""
    data = marshal.dumps((_confiner(), rules, support().abi, list(rlimits), isolation))
    return b"%0*x" % (LENGTH_DIGITS, len(data)) + data
