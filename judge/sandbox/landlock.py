"""Confining a child with Landlock (Linux 5.13+), unprivileged: what it may read, write and reach.

The runner calls `confine` in the forked child before it execs the solution's program (Popen's
preexec_fn), so the harness, the runtime and the solution all run confined, whatever the language:

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
"""

from __future__ import annotations

import ctypes
import os
import site
import stat
import sys
import sysconfig
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

_CREATE_RULESET, _ADD_RULE, _RESTRICT_SELF = 444, 445, 446  # the same on x86_64 and aarch64
_VERSION = 1  # LANDLOCK_CREATE_RULESET_VERSION
_RULE_PATH_BENEATH = 1
_PR_SET_NO_NEW_PRIVS, _PR_SET_CHILD_SUBREAPER = 38, 36

EXECUTE, WRITE_FILE, READ_FILE, READ_DIR = 1 << 0, 1 << 1, 1 << 2, 1 << 3
REFER, TRUNCATE, IOCTL_DEV = 1 << 13, 1 << 14, 1 << 15
_FILE_RIGHTS = EXECUTE | WRITE_FILE | READ_FILE | TRUNCATE | IOCTL_DEV  # all a file's rule may hold
_NET_TCP = (1 << 0) | (1 << 1)  # LANDLOCK_ACCESS_NET_BIND_TCP | CONNECT_TCP (ABI 4)
_SCOPES = (1 << 0) | (1 << 1)  # LANDLOCK_SCOPE_ABSTRACT_UNIX_SOCKET | SIGNAL (ABI 6)
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
    "/etc/java-17-openjdk",
    "/etc/java-21-openjdk",
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


@cache  # loaded in the parent: the forked child only calls it (no dlopen after fork)
def _libc() -> ctypes.CDLL:
    libc = ctypes.CDLL(None, use_errno=True)
    libc.syscall.restype = ctypes.c_long
    libc.prctl.argtypes = [ctypes.c_int, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong]
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
    `write` (its own folder) with every right. Computed in the parent, applied by `confine`."""
    hidden = hidden_paths()
    rules = list(base_rules())
    seen: set[str] = set()
    for path in read:
        _carve(str(path), hidden, READ, rules, seen)
    rules.append((os.devnull, READ_FILE | WRITE_FILE | TRUNCATE))
    rules.extend((os.path.realpath(path), -1) for path in write)
    return rules


def confine(rules: list[tuple[str, int]], abi: int) -> None:
    """In the forked child, before exec: no new privileges, a subreaper, and (with `abi`) the
    Landlock domain of `rules` plus the child's own /proc/<pid> (and its clear_refs). Raises OSError if the kernel
    refuses; a path that does not exist is skipped."""
    libc = _libc()
    if libc.prctl(_PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_NO_NEW_PRIVS)")
    libc.prctl(_PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
    if abi < 1:
        return
    handled = (
        (1 << 13) - 1
        | (REFER if abi >= 2 else 0)
        | (TRUNCATE if abi >= 3 else 0)
        | (IOCTL_DEV if abi >= 5 else 0)
    )
    fields = [handled]
    if abi >= 4:
        fields.append(_NET_TCP)  # handled and never allowed: no TCP bind or connect at all
    if abi >= 6:
        fields.append(_SCOPES)
    attr = (ctypes.c_uint64 * len(fields))(*fields)
    ruleset = libc.syscall(_CREATE_RULESET, ctypes.byref(attr), ctypes.sizeof(attr), 0)
    if ruleset < 0:
        raise OSError(ctypes.get_errno(), "landlock_create_ruleset")
    try:
        own = f"/proc/{os.getpid()}"  # its own /proc files; clear_refs resets its peak memory per case
        for path, rights in [*rules, (own, READ_FILE | READ_DIR), (f"{own}/clear_refs", WRITE_FILE)]:
            _add_rule(libc, int(ruleset), path, handled if rights == -1 else rights & handled)
        if libc.syscall(_RESTRICT_SELF, int(ruleset), 0) != 0:
            raise OSError(ctypes.get_errno(), "landlock_restrict_self")
    finally:
        os.close(int(ruleset))


class _PathBeneath(ctypes.Structure):
    _pack_ = 1
    _fields_ = [("allowed_access", ctypes.c_uint64), ("parent_fd", ctypes.c_int32)]


def _add_rule(libc: ctypes.CDLL, ruleset: int, path: str, rights: int) -> None:
    try:
        fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
    except OSError:
        return  # gone since the plan was made, or never there
    try:
        if not stat.S_ISDIR(os.fstat(fd).st_mode):
            rights &= _FILE_RIGHTS
        if rights:
            rule = _PathBeneath(rights, fd)
            if libc.syscall(_ADD_RULE, ruleset, _RULE_PATH_BENEATH, ctypes.byref(rule), 0) != 0:
                raise OSError(ctypes.get_errno(), f"landlock_add_rule({path})")
    finally:
        os.close(fd)
