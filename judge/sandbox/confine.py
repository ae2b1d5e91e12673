"""The confinement a child applies to itself, first thing after exec (see landlock.py for the rules).

The judge never imports this module: it compiles it and sends the code, with the child's rules,
as the first bytes of the child's first pipe (landlock.opening). A small prelude in the child's
command line (landlock.PRELUDE) reads them and calls `confine`. A Python child (a solution's harness,
a problem's support file) does so in its own bootstrap, before it reads its harness or loads any
site-packages; every other runtime starts through `landlock.LAUNCHER`, a `python -I -S` that confines
itself and then execs the JVM, Node or the compiled binary. So no Python code of the judge runs
between fork and exec, which is unsafe once the judge has threads (a lock another thread held at
the fork stays held in the child).

Uses nothing but `os`, `_ctypes` and (for resource limits) `resource`: ctypes itself takes ~8 ms to
import, `_ctypes` a fraction of a millisecond, and a Python child should pay nothing measurable.
"""

from __future__ import annotations

import _ctypes
import os
import sys

FAILED = 86  # the exit code of a child that could not confine itself (the judge reports it)

_CREATE_RULESET, _ADD_RULE, _RESTRICT_SELF = 444, 445, 446  # the same on x86_64 and aarch64
_RULE_PATH_BENEATH = 1
_PR_SET_NO_NEW_PRIVS, _PR_SET_CHILD_SUBREAPER = 38, 36
_REFER, _TRUNCATE, _IOCTL_DEV = 1 << 13, 1 << 14, 1 << 15
_FILE_RIGHTS = 1 | 2 | 4 | _TRUNCATE | _IOCTL_DEV  # execute, write, read, truncate, ioctl: a file's
_NET_TCP = (1 << 0) | (1 << 1)  # bind and connect TCP (ABI 4)
_SCOPES = (1 << 0) | (1 << 1)  # abstract Unix sockets and signals outside the domain (ABI 6)
_OWN_PROC = (4 | 8, 2)  # its own /proc/<pid>: read; its clear_refs: write (peak memory per case)
_NEWUSER, _NEWNET, _NEWPID = 0x10000000, 0x40000000, 0x20000000
_PR_SET_PDEATHSIG = 1
_FAILED_QUIETLY = 3  # as a child whose pipe closed before it read its program
_PR_SET_DUMPABLE, _PR_SET_KEEPCAPS, _PR_CAPBSET_DROP, _PR_CAP_AMBIENT = 4, 8, 24, 47
_PR_SET_SECUREBITS, _NO_SETUID_FIXUP = 28, 1 << 2
_DAC_READ_SEARCH = 2  # the one capability a child of root keeps: read what Landlock lets it read
_UID_BASE = 1_800_000_000  # isolation.UID_BASE


class _Long(_ctypes._SimpleCData):
    _type_ = "l"


class _ULong(_ctypes._SimpleCData):
    _type_ = "L"


class _Int(_ctypes._SimpleCData):
    _type_ = "i"


class _Function(_ctypes.CFuncPtr):
    _flags_ = _ctypes.FUNCFLAG_CDECL | _ctypes.FUNCFLAG_USE_ERRNO
    _restype_ = _Long


def _libc(name: str, *argtypes: type) -> _Function:
    program = _ctypes.dlopen(None, 0)  # type: ignore[arg-type]  # None: the program itself
    function = _Function(_ctypes.dlsym(program, name))
    if argtypes:
        function.argtypes = argtypes
    return function


def confine(
    rules: list[tuple[str, int]],
    abi: int,
    rlimits: list[tuple[int, int, int | None]],
    isolation: tuple[str, int, list[str], int, int] = ("", 0, [], 0, 0),
) -> None:
    """Set `rlimits` ((resource, soft, hard); a hard limit of None kept as it is), the `isolation`
    isolation.py planned (its own network, a process cap, as a uid of its own, and given the judge's
    pid, a PID namespace whose init starts the process that goes on: `_split`), no new privileges,
    a subreaper (so a solution's double-forked process stays below the child: kill.py), and with
    `abi` the Landlock domain of `rules` ((path, rights); -1 for all rights) plus the child's own
    /proc/<pid>. On any failure the child says why on stderr and exits with FAILED: it never runs
    unconfined."""
    try:
        _limit(rlimits)
        prctl = _libc("prctl", _Int, _ULong, _ULong, _ULong, _ULong)
        if isolation[0]:
            _isolate(prctl, *isolation[:3], pid_namespace=bool(isolation[3]), uid=isolation[4])
            if isolation[3]:
                _split(prctl, isolation[3])
        if prctl(_PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0:
            raise OSError(_ctypes.get_errno(), "prctl(PR_SET_NO_NEW_PRIVS)")
        prctl(_PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
        if abi >= 1:
            _restrict(rules, abi)
    except BaseException as exc:  # noqa: BLE001 - whatever it was, the child must not go on
        os.write(2, f"judge: the child could not confine itself: {exc}\n".encode(errors="replace"))
        os._exit(FAILED)


def _limit(rlimits: list[tuple[int, int, int | None]]) -> None:
    if not rlimits:
        return
    import resource

    for which, soft, hard in rlimits:
        now = resource.getrlimit(which)[1]
        if hard is None or (now != resource.RLIM_INFINITY and hard > now):
            hard = now  # never above what the judge itself may use
        resource.setrlimit(which, (soft if hard == resource.RLIM_INFINITY else min(soft, hard), hard))


def _restrict(rules: list[tuple[str, int]], abi: int) -> None:
    syscall = _libc("syscall")
    handled = (
        (1 << 13) - 1
        | (_REFER if abi >= 2 else 0)
        | (_TRUNCATE if abi >= 3 else 0)
        | (_IOCTL_DEV if abi >= 5 else 0)
    )
    fields = [handled]
    if abi >= 4:
        fields.append(_NET_TCP)  # handled and never allowed: no TCP bind or connect at all
    if abi >= 6:
        fields.append(_SCOPES)
    attr = b"".join(value.to_bytes(8, sys.byteorder) for value in fields)
    ruleset = syscall(_CREATE_RULESET, attr, len(attr), 0)
    if ruleset < 0:
        raise OSError(_ctypes.get_errno(), "landlock_create_ruleset")
    try:
        own = f"/proc/{_host_pid()}"
        for path, rights in [*rules, (own, _OWN_PROC[0]), (f"{own}/clear_refs", _OWN_PROC[1])]:
            _add_rule(syscall, ruleset, path, handled if rights == -1 else rights & handled)
        if syscall(_RESTRICT_SELF, ruleset, 0) != 0:
            raise OSError(_ctypes.get_errno(), "landlock_restrict_self")
    finally:
        os.close(ruleset)


def _add_rule(syscall: _Function, ruleset: int, path: str, rights: int) -> None:
    try:
        fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
    except OSError:
        return  # gone since the rules were made, or never there
    try:
        if (os.fstat(fd).st_mode & 0o170000) != 0o040000:  # not a folder: a file's rights only
            rights &= _FILE_RIGHTS
        if rights:
            # struct landlock_path_beneath_attr, packed: the rights (u64), then the folder's fd (s32)
            rule = rights.to_bytes(8, sys.byteorder) + fd.to_bytes(4, sys.byteorder, signed=True)
            if syscall(_ADD_RULE, ruleset, _RULE_PATH_BENEATH, rule, 0) != 0:
                raise OSError(_ctypes.get_errno(), f"landlock_add_rule({path})")
    finally:
        os.close(fd)


def _host_pid() -> int:
    """Its pid as /proc (the host's) names it: in a PID namespace of its own, getpid() says 2."""
    return int(os.readlink("/proc/self"))


def _isolate(
    prctl: _Function, mode: str, processes: int, own: list[str], pid_namespace: bool, uid: int
) -> None:
    """A network namespace of its own (and with `pid_namespace`, a PID namespace for its next
    children), then RLIMIT_NPROC at `processes`. As root ("uid"), first a uid of its own (`uid`, or
    else UID_BASE + its pid) that owns the folders `own`, with CAP_DAC_READ_SEARCH alone; else
    ("user namespace") a user namespace that maps the user to itself."""
    import resource

    unshare = _libc("unshare", _Int)
    pid = _NEWPID if pid_namespace else 0
    if mode == "uid":
        _check(unshare(_NEWNET | pid), "unshare(CLONE_NEWNET)")
        uid = uid or _UID_BASE + os.getpid()
        for path in own:
            os.chown(path, uid, uid)
        _own_descriptors(uid)
        fd = os.open("/proc/sys/kernel/cap_last_cap", os.O_RDONLY)
        last = int(os.read(fd, 16))
        os.close(fd)
        for cap in range(last + 1):
            if cap != _DAC_READ_SEARCH:
                _check(prctl(_PR_CAPBSET_DROP, cap, 0, 0, 0), f"prctl(PR_CAPBSET_DROP, {cap})")
        _check(prctl(_PR_SET_KEEPCAPS, 1, 0, 0, 0), "prctl(PR_SET_KEEPCAPS)")
        # access(2) checks as the real uid with no capability unless this bit is set: a compiler that
        # asks before it opens (javac, clang) would find no file under a private folder it may read
        _check(prctl(_PR_SET_SECUREBITS, _NO_SETUID_FIXUP, 0, 0, 0), "prctl(PR_SET_SECUREBITS)")
        os.setgroups([])
        os.setresgid(uid, uid, uid)
        os.setresuid(uid, uid, uid)
        # struct __user_cap_header_struct (version 3, this process), then effective, permitted and
        # inheritable for capabilities 0-31 and 32-63; ambient so that it holds across exec
        header = (0x20080522).to_bytes(4, sys.byteorder) + bytes(4)
        keep = (1 << _DAC_READ_SEARCH).to_bytes(4, sys.byteorder)
        _check(_libc("capset")(header, keep * 3 + bytes(12)), "capset")
        _check(prctl(_PR_CAP_AMBIENT, 2, _DAC_READ_SEARCH, 0, 0), "prctl(PR_CAP_AMBIENT_RAISE)")
        prctl(_PR_SET_DUMPABLE, 1, 0, 0, 0)  # its /proc/<pid> files stay its own (clear_refs)
    else:
        uid, gid = os.geteuid(), os.getegid()
        _check(unshare(_NEWUSER | _NEWNET | pid), "unshare(CLONE_NEWUSER | CLONE_NEWNET)")
        for name, line in (
            ("setgroups", "deny"),
            ("uid_map", f"{uid} {uid} 1"),
            ("gid_map", f"{gid} {gid} 1"),
        ):
            fd = os.open(f"/proc/self/{name}", os.O_WRONLY)
            try:
                os.write(fd, line.encode())
            finally:
                os.close(fd)
    resource.setrlimit(resource.RLIMIT_NPROC, (processes, processes))


def _split(prctl: _Function, judge: int) -> None:
    """Three processes from here, of which only the last returns (and goes on to its program):

    - this one, the judge's child, stays outside the PID namespace as the relay: it dies with the
      judge (SIGKILL as its parent-death signal) and ends as the program ended (the judge waits for
      it, and reads the same exit code or signal as without a namespace);
    - its child, the namespace's first process (PID 1, its init), reaps what the namespace
      orphans, dies with the relay, and hands the program's wait status to it; its end is the
      kernel's cue to SIGKILL every process of the namespace, stopped or not;
    - the init's child, PID 2: the program, which sees an ordinary parent (getppid() is 1) and
      dies by its own signals (an init ignores its own SIGKILL and SIGSEGV)."""
    _check(prctl(_PR_SET_PDEATHSIG, 9, 0, 0, 0), "prctl(PR_SET_PDEATHSIG)")  # after any uid change
    if os.getppid() != judge:  # the judge died before that: nobody would send the signal
        os._exit(_FAILED_QUIETLY)
    relay = os.getpid()
    status_read, status_write = os.pipe()
    init = os.fork()
    if init:
        _keep_only(status_read)
        _relay(init, status_read)
    _check(prctl(_PR_SET_PDEATHSIG, 9, 0, 0, 0), "prctl(PR_SET_PDEATHSIG)")  # not inherited
    fd = os.open("/proc/self/stat", os.O_RDONLY)  # the host's /proc: the relay's own pid
    parent = int(os.read(fd, 4096).rsplit(b")", 1)[1].split()[1])
    os.close(fd)
    if parent != relay:
        os._exit(_FAILED_QUIETLY)
    program = os.fork()
    if not program:
        os.close(status_read)
        os.close(status_write)
        return
    _keep_only(status_write)
    import _signal  # type: ignore[import-not-found]  # the C module: `signal` imports enum (ms)

    _signal.signal(_signal.SIGINT, _signal.SIG_DFL)  # Python's handler would make it killable
    while True:
        try:
            pid, status = os.waitpid(-1, 0)
        except ChildProcessError:  # cannot be: the program is its child until it is reaped
            os._exit(_FAILED_QUIETLY)
        if pid == program:
            try:
                os.write(status_write, status.to_bytes(4, sys.byteorder))
            finally:
                os._exit(0)


def _keep_only(fd: int) -> None:
    """Close every descriptor but `fd`: the judge sees the program's pipes close when it ends."""
    os.closerange(0, fd)
    os.closerange(fd + 1, 1 << 20)


def _relay(init: int, status_read: int) -> None:
    """Wait for the init, then end as the program did: its exit code, or its signal raised here."""
    data = b""
    while len(data) < 4:
        try:
            chunk = os.read(status_read, 4 - len(data))
        except InterruptedError:
            continue
        if not chunk:
            break
        data += chunk
    _, status = os.waitpid(init, 0)  # the namespace is empty once its init is reaped
    if len(data) == 4:  # else the init's own end: killed from outside, or it could not go on
        status = int.from_bytes(data, sys.byteorder)
    if os.WIFEXITED(status):
        os._exit(os.WEXITSTATUS(status))
    import _signal

    number = os.WTERMSIG(status)
    _libc("prctl", _Int, _ULong, _ULong, _ULong, _ULong)(_PR_SET_DUMPABLE, 0, 0, 0, 0)  # no core
    if number != _signal.SIGKILL:  # the one (of those that end a process) with no handler to reset
        _signal.signal(number, _signal.SIG_DFL)
        _signal.pthread_sigmask(_signal.SIG_UNBLOCK, [number])
    os.kill(os.getpid(), number)
    os._exit(128 + number)  # a signal that does not end a process (none ends a program so)


def _check(result: int, what: str) -> None:
    if result != 0:
        raise OSError(_ctypes.get_errno(), what)


def _own_descriptors(uid: int) -> None:
    """Hand its pipes and its output file to `uid`: a runtime that opens them again by path
    (/proc/self/fd/N, as the JVM does) is checked against their owner. Never /dev/null's inode."""
    for name in os.listdir("/proc/self/fd"):
        fd = int(name)
        try:
            mode = os.fstat(fd).st_mode & 0o170000
        except OSError:
            continue  # the listing's own descriptor, closed already
        if mode == 0o010000 or (mode == 0o100000 and fd in (1, 2)):  # a pipe; stdout, stderr's file
            os.fchown(fd, uid, uid)
