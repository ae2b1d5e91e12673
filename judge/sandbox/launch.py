"""Starting one child: its folders, pipes, configuration, environment and confinement.

The runner (runner.py) owns the child once it is started; this module only brings it into the
world: a fresh working folder, an output file the child appends to, a case pipe and a result
pipe, the configuration the in-child harness reads first, and Landlock's rules applied between
fork and exec (landlock.py).
"""

from __future__ import annotations

import functools
import os
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from judge.model.limits import Limits
from judge.model.problem import Signature
from judge.sandbox import folders, landlock
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
    config: dict[str, Any]  # the harness's configuration, sent as the first line


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
        "address_space_limit": program.address_space_limit,
        "result_fd": result_fd,
        "memory_bytes": limits.memory_mb * 1024 * 1024,
        "output_bytes": limits.output_kb * 1024 + 1,  # one byte over: at the limit is not over
        "output_total_bytes": limits.output_kb * 1024 + OUTPUT_SLACK,
        "result_bytes": RESULT_BYTES,
    }


def spawn(program: Program, signature: Signature, limits: Limits) -> Spawned:
    """Start the child of `program`; the solution is loaded once it reads its configuration."""
    workdir = folders.make("run")
    outdir = folders.make("out")
    output_path = Path(outdir.name) / "output"
    output_file = open(output_path, "ab")  # appending: a seek cannot rewind past output
    case_read, case_write = os.pipe()
    result_read, result_write = os.pipe()
    env = {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "MALLOC_ARENA_MAX": "2", "TMPDIR": workdir.name}
    env.update(program.env)
    solution = program.solution.resolve()
    # Confined before the exec (see landlock.py): reads only the system, the runtime, the
    # program and the solution; writes only its own folder; no TCP, no signal to the judge.
    rules = landlock.plan([solution, *program.read_paths], [workdir.name])
    try:
        process = subprocess.Popen(
            # the solution's own path last, so `ps` shows what each child runs
            [*program.command(limits), CHILD_MARKER, str(case_read), str(solution)],
            stdin=subprocess.DEVNULL,
            stdout=output_file,
            stderr=output_file,
            cwd=workdir.name,
            env=env,
            pass_fds=(case_read, result_write),
            start_new_session=True,  # its own session and process group, killed as a whole
            preexec_fn=functools.partial(landlock.confine, rules, landlock.support().abi),
        )
    except BaseException:
        for fd in (case_write, result_read):
            os.close(fd)
        workdir.cleanup()
        outdir.cleanup()
        raise
    finally:
        os.close(case_read)
        os.close(result_write)
        output_file.close()
    os.set_blocking(case_write, False)
    config = harness_config(program, signature, limits, result_write)
    return Spawned(process, case_write, result_read, output_path, workdir, outdir, config)


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
