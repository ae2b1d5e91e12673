"""Starting one child: its folders, pipes, configuration, environment and confinement.

The runner (runner.py) owns the child once it is started; this module only brings it into the
world: a fresh working folder, an output file the child appends to, a case pipe and a result
pipe, the configuration the in-child harness reads first, and Landlock's rules, which the child
applies to itself before anything else (landlock.py, confine.py). Nothing of the judge's Python
runs between fork and exec: the judge has threads, and Popen's preexec_fn is unsafe with them.
"""

from __future__ import annotations

import atexit
import fcntl
import json
import os
import select
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from judge.model.errors import SandboxError
from judge.model.limits import Limits
from judge.model.problem import Signature
from judge.sandbox import folders, isolation, landlock
from judge.sandbox.kill import kill_all
from judge.sandbox.languages import Program

CHILD_MARKER = "judge-child"  # in every child's command line (the test suite looks for strays by it)
RESULT_BYTES = 8 * 1024 * 1024  # the largest returned value (as JSON) the child may send back
# The output limit is per case; all cases of one child share one file, which may grow this much
# before the child is replaced (each case still gets its whole limit: see child.py).
OUTPUT_SLACK = 64 * 1024 * 1024
OUTPUT_TAIL_BYTES = 2000  # of a case's output, shown with its result


@dataclass
class Spawned:
    """A child just started: the process, the judge's ends of its pipes, its folders."""

    process: subprocess.Popen[bytes]
    case_write: int  # non-blocking: a child that stops reading cannot block the judge
    result_read: int
    output_path: Path
    workdir: tempfile.TemporaryDirectory[str]
    outdir: tempfile.TemporaryDirectory[str]
    result_fd: int  # the result pipe's number in the child
    key: tuple[Any, ...]  # what it runs (see _key): a prestarted child is taken only by its own program
    loaded: bool = False  # the program's payload is sent already (a prestarted child)
    config: dict[str, Any] = field(default_factory=dict)  # the harness's configuration, sent first


def harness_config(program: Program, signature: Signature, limits: Limits, result_fd: int) -> dict[str, Any]:
    """What the in-child harness needs to load the solution and judge each case's resources."""
    return {
        "solution_path": str(program.solution.resolve()),
        "display_name": program.display_name,
        "entry_names": signature.names,
        "params": [[param.name, str(param.type)] for param in signature.params],
        "returns": str(signature.returns),
        # given as level-order lists; the child passes LeetCode's TreeNode built from them
        "tree_params": list(signature.tree_params),
        "linked_params": list(signature.linked_params),  # lists of values, passed as ListNode
        "address_space_limit": program.address_space_limit,
        "result_fd": result_fd,
        "memory_bytes": limits.memory_mb * 1024 * 1024,
        "output_bytes": limits.output_kb * 1024 + 1,  # one byte over: at the limit is not over
        "output_total_bytes": limits.output_kb * 1024 + OUTPUT_SLACK,
        "result_bytes": RESULT_BYTES,
    }


def spawn(program: Program, signature: Signature, limits: Limits) -> Spawned:
    """Start the child of `program` (or take the one `prestart` began for it); the solution is loaded
    once it reads its configuration. A program that inherits pipes (an interactor's) never takes a
    prestarted child: that one has none."""
    key = _key(program.command(limits), program)
    child = next((c for c in _PRESTARTED if c.key == key and c.process.poll() is None), None)
    if child is not None and not program.inherit_fds:
        _PRESTARTED.remove(child)
    else:
        child = _start(program, key)
    child.config = {**harness_config(program, signature, limits, child.result_fd), **program.harness_extra}
    return child


def opening(program: Program) -> bytes:
    """What a child of `program` reads before its configuration: a header line and the payload."""
    if not program.payload:
        return b""
    return (json.dumps({**program.header, "payload_bytes": len(program.payload)}) + "\n").encode() + (
        program.payload
    )


def prestart(program: Program) -> None:
    """Start `program`'s child now and send it its payload, so that its interpreter and harness load
    while the judge reads the problem and its tests (~25 ms of a Python submit); the next `spawn`
    that would start the same command takes it. Only for a program with an `early_command` (Python);
    one left untaken is ended when the judge exits, or ends itself when its pipe closes."""
    if not program.payload or not program.early_command or _PRESTARTED:
        return
    try:
        child = _start(program, _key(list(program.early_command), program))
    except (SandboxError, subprocess.SubprocessError):  # only a head start: the real spawn reports it
        return
    data = opening(program)
    try:  # room for it beside the rules: written at once, not as the child's interpreter reads them
        fcntl.fcntl(
            child.case_write,
            fcntl.F_SETPIPE_SZ,
            fcntl.fcntl(child.case_write, fcntl.F_GETPIPE_SZ) + len(data),
        )
    except OSError:
        pass  # a pipe kept small: the write below waits for the child as before
    if not _write_all(child.case_write, data, PRESTART_WRITE_S):
        _discard(child)
        return
    child.loaded = True
    if not _ATEXIT:
        atexit.register(discard_prestarted)
        _ATEXIT.append(True)
    _PRESTARTED.append(child)


def prestarted() -> bool:
    """Whether a child was started early already (prestart starts one a process at most)."""
    return bool(_PRESTARTED)


def discard_prestarted() -> None:
    """End every prestarted child nobody took."""
    while _PRESTARTED:
        _discard(_PRESTARTED.pop())


_PRESTARTED: list[Spawned] = []
_ATEXIT: list[bool] = []
PRESTART_WRITE_S = 5.0  # a fresh interpreter that reads nothing for this long is not taken


def _key(command: list[str], program: Program) -> tuple[Any, ...]:
    """What a child runs: its command, solution, environment and readable paths."""
    return (
        tuple(command),
        str(program.solution.resolve()),
        tuple(sorted(program.env.items())),
        program.read_paths,
    )


def _write_all(fd: int, data: bytes, timeout_s: float) -> bool:
    deadline = time.monotonic() + timeout_s
    view = memoryview(data)
    while view:
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([], [fd], [], left)[1]:
            return False
        try:
            view = view[os.write(fd, view) :]
        except OSError:  # the child is gone
            return False
    return True


def _discard(child: Spawned) -> None:
    kill_all(child.process.pid)
    child.process.wait()
    for fd in (child.case_write, child.result_read):
        os.close(fd)
    child.workdir.cleanup()
    child.outdir.cleanup()


def _start(program: Program, key: tuple[Any, ...]) -> Spawned:
    workdir = folders.make("run")
    outdir = folders.make("out")
    output_path = Path(outdir.name) / "output"
    output_file = open(output_path, "ab")  # appending: a seek cannot rewind past output
    case_read, case_write = os.pipe()
    result_read, result_write = os.pipe()
    env = {**child_env(workdir.name), **program.env}
    solution = program.solution.resolve()
    try:
        process = popen_confined(
            # the solution's own path last, so `ps` shows what each child runs
            [*key[0], CHILD_MARKER, str(case_read), str(solution)],
            read=[solution, *program.read_paths],
            workdir=workdir.name,
            env=env,
            channel=(case_read, case_write),
            confines_itself=program.confines_itself,
            pass_fds=(case_read, result_write, *program.inherit_fds),
            output=output_file,
            processes=isolation.process_limit(program.language),
        )
    except BaseException as exc:
        for fd in (case_write, result_read):
            os.close(fd)
        workdir.cleanup()
        outdir.cleanup()
        if isinstance(exc, OSError):  # the runtime cannot be executed by this user, or is gone
            raise SandboxError(f"cannot start {key[0][0]}: {exc.strerror or exc}") from None
        raise
    finally:
        os.close(case_read)
        os.close(result_write)
        output_file.close()
    os.set_blocking(case_write, False)
    return Spawned(process, case_write, result_read, output_path, workdir, outdir, result_write, key)


def child_env(workdir: str) -> dict[str, str]:
    """The whole environment of a child (a language may add its own): nothing of the judge's."""
    return {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "MALLOC_ARENA_MAX": "2", "TMPDIR": workdir}


def popen_confined(
    command: list[str],
    *,
    read: list[Path],
    workdir: str,
    env: dict[str, str],
    channel: tuple[int, int],
    confines_itself: bool = False,
    pass_fds: tuple[int, ...],
    output: Any = subprocess.DEVNULL,
    rlimits: tuple[tuple[int, int, int | None], ...] = (),
    processes: int = isolation.PROCESSES,
    write: tuple[Path, ...] = (),
    uid: int = 0,
) -> subprocess.Popen[bytes]:
    """Start `command` the way every child of the judge starts: stdin from /dev/null, `output` taking
    stdout and stderr, its own session and process group (killed as a whole: kill.py), working in
    `workdir`, with `rlimits` ((resource, soft, hard) limits; a hard limit of None kept as it is) and
    Landlock's rules (landlock.py): it reads only the system, the runtime and `read`, writes only
    `workdir` and `write`, reaches no TCP port and signals nothing outside itself; where the kernel
    allows it (isolation.py), in a network namespace of its own with at most `processes` processes
    and threads, and as root, the uid `uid` (0: one of its own).

    The child applies them itself, from the opening written here on `channel` (the read end it is
    given, the judge's write end) before it starts: a command that `confines_itself` (a Python
    bootstrap that begins with landlock.PRELUDE) reads it first thing; any other is started through
    landlock.LAUNCHER, which confines itself and execs the command. Only what Popen does in C runs
    between fork and exec (the session, the descriptors, the folder)."""
    own = [os.path.realpath(folder) for folder in (workdir, *map(str, write))]
    spec = isolation.support().spec(processes, own, uid)
    _write_before_start(channel[1], landlock.opening(landlock.plan(read, own), rlimits, spec))
    if not confines_itself:
        path = command[0] if os.sep in command[0] else shutil.which(command[0], path=env.get("PATH"))
        if path is None or not os.access(path, os.X_OK):
            raise FileNotFoundError(2, os.strerror(2), command[0])  # as Popen would have said
        isolation.let_execute(path)
        command = [sys.executable, "-I", "-S", "-c", landlock.LAUNCHER, str(channel[0]), path, *command]
    return isolation.start(
        lambda: subprocess.Popen(
            command,
            stdin=subprocess.DEVNULL,
            stdout=output,
            stderr=output,
            cwd=workdir,
            env=env,
            pass_fds=pass_fds,
            start_new_session=True,
        )
    )


def _write_before_start(fd: int, data: bytes) -> None:
    """Write `data` to the pipe `fd` whole while nobody reads it yet: the pipe is made big enough
    first (a few KiB fit any pipe; a huge site-packages may need more)."""
    try:
        if len(data) > fcntl.fcntl(fd, fcntl.F_GETPIPE_SZ):
            fcntl.fcntl(fd, fcntl.F_SETPIPE_SZ, len(data))
    except OSError as exc:
        raise SandboxError(f"the rules of a child do not fit its pipe ({len(data)} bytes): {exc}") from None
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def never_started(returncode: int | None, output_fd: int | None) -> str | None:
    """Why a child that ended before its first word never reached its program, from its return code
    and output: it could not confine itself or exec its runtime (it says so); else None."""
    if returncode not in (landlock.FAILED, landlock.EXEC_FAILED):
        return None
    output = output_tail(output_fd, 0, output_size(output_fd))
    return output.strip()[len("judge: ") :] if output.startswith("judge: ") else None


def exit_status(pid: int) -> tuple[str, int] | None:
    """("exit", code) or ("signal", number) once the child has ended, without reaping it."""
    try:
        info = os.waitid(os.P_PID, pid, os.WEXITED | os.WNOHANG | os.WNOWAIT)
    except ChildProcessError:
        return ("exit", -1)
    if info is None or info.si_pid == 0:
        return None
    if info.si_code == os.CLD_EXITED:
        return ("exit", info.si_status)
    return ("signal", info.si_status)


def output_size(output_fd: int | None) -> int:
    """The size of the child's output file (kept open by the runner: one fstat a case)."""
    try:
        return os.fstat(output_fd).st_size  # type: ignore[arg-type]
    except (OSError, AttributeError, TypeError):
        return 0


def output_tail(output_fd: int | None, start: int, end: int) -> str:
    """What the solution printed from byte `start` to `end` (its last OUTPUT_TAIL_BYTES)."""
    begin = max(start, end - OUTPUT_TAIL_BYTES)
    try:
        data = os.pread(output_fd, end - begin, begin)  # type: ignore[arg-type]
        return data.decode("utf-8", "replace")
    except (OSError, AttributeError, TypeError, ValueError):
        return ""
