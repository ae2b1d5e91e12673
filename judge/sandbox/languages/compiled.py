"""What the compiled languages (C++, Go, Java) share: the build cache and running a compiler.

A build is cached in `build_root/<language>/<key>/` where the key hashes the user's source, the
generated driver, the toolchain (its binary's path, size and mtime) and the flags: a second submit
of the same file starts the cached program without compiling (Program.cached, compile_ms 0).
A build is made in a folder of its own and renamed into place, so two judges compiling the same
file at once never see half a build.
"""

from __future__ import annotations

import hashlib
import os
import resource
import select
import shutil
import tempfile
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path

from judge.model.errors import SandboxError
from judge.model.limits import Limits
from judge.sandbox import isolation, landlock, launch
from judge.sandbox.kill import kill_all
from judge.sandbox.languages.base import CompileFailedError, Program, ToolchainMissingError, toolchain_path

COMPILE_TIMEOUT_S = 120.0
MESSAGE_CHARS = 6000
TMP = ".judge-tmp"  # the compiler's TMPDIR, inside its build folder (Go ignores folders named .*)
GIB = 1 << 30
# No core file in the build folder, no file past 1 GiB (a runaway initializer); no address space
# limit: a JVM (javac) and Go reserve far more than they use.
RLIMITS = ((resource.RLIMIT_CORE, 0, 0), (resource.RLIMIT_FSIZE, GIB, GIB))


def find_tool(name: str, missing: str) -> Path:
    """The resolved path of the toolchain binary `name`, or ToolchainMissingError(`missing`)."""
    found = shutil.which(name, path=toolchain_path())
    if not found:
        raise ToolchainMissingError(missing)
    return Path(os.path.realpath(found))


def tool_identity(path: Path) -> str:
    """What names a toolchain's version without running it: its path, size and mtime."""
    info = path.stat()
    return f"{path}:{info.st_size}:{info.st_mtime_ns}"


def build_key(*parts: str | bytes) -> str:
    digest = hashlib.sha256()
    for part in parts:
        data = part.encode() if isinstance(part, str) else part
        digest.update(len(data).to_bytes(8, "little"))
        digest.update(data)
    return digest.hexdigest()[:24]


def fresh_folder(final: Path) -> Path:
    """A new empty folder beside `final` to build in (renamed to `final` when done)."""
    final.parent.mkdir(parents=True, exist_ok=True)
    work = final.parent / f"{final.name}.tmp-{os.getpid()}-{time.monotonic_ns()}"
    work.mkdir()
    return work


@contextmanager
def building(final: Path) -> Iterator[Path]:
    """A fresh folder to build `final` in (finish_build publishes or drops it), removed if anything
    else stops the build: a compiler past its timeout, a full disk, Ctrl-C."""
    work = fresh_folder(final)
    try:
        yield work
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise


def publish(work: Path, final: Path) -> None:
    """Move a finished build into place; if another judge got there first, keep theirs."""
    try:
        os.rename(work, final)
    except OSError:
        shutil.rmtree(work, ignore_errors=True)


def finish_build(ok: bool, message: str, work: Path, final: Path, compile_ms: float, tool: str) -> None:
    """Publish a build that succeeded; drop one that failed and raise its CE."""
    if not ok:
        shutil.rmtree(work, ignore_errors=True)
        raise CompileFailedError(message or f"{tool} failed without a message", compile_ms)
    publish(work, final)


def native_program(
    language: str,
    solution: Path,
    display_name: str,
    binary: Path,
    compile_ms: float,
    cached: bool,
    address_space_limit: bool = True,
) -> Program:
    """The Program that runs a built binary (its driver speaks the runner's protocol)."""

    def command(limits: Limits) -> list[str]:
        return [str(binary)]

    return Program(
        language=language,
        solution=solution,
        display_name=display_name,
        command=command,
        read_paths=(binary,),
        address_space_limit=address_space_limit,
        compile_ms=compile_ms,
        cached=cached,
    )


def run_compiler(
    command: Sequence[str],
    cwd: Path,
    env: Mapping[str, str] | None = None,
    clean: Mapping[str, str] | None = None,
    *,
    read: Sequence[Path] = (),
    write: Sequence[Path] = (),
) -> tuple[bool, str, float]:
    """Run a compiler in `cwd`, its build folder: (succeeded, its output with `clean`'s replacements,
    milliseconds). It is confined as a solution is (launch.popen_confined): it reads the system, its
    own toolchain's folder (the binary's prefix, as `/usr` of `/usr/bin/g++`), `cwd` and `read`;
    writes `cwd` and `write` only (its temporary files go to a folder in `cwd`, not /tmp); reaches no
    network; gets `env` over a scrubbed environment; and its process tree is killed at the timeout."""
    started = time.perf_counter()
    tmp = cwd / TMP
    tmp.mkdir(exist_ok=True)
    environment = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8", "HOME": str(cwd)}
    environment.update({**(env or {}), "TMPDIR": str(tmp)})
    toolchain = _toolchain_folder(shutil.which(command[0], path=environment["PATH"]) or command[0], cwd)
    shared = [Path(folder) for folder in write]
    isolation.hand_over([cwd, *shared])
    channel = os.pipe()
    open_ends = list(channel)  # each closed once: a number closed twice may be another thread's by then
    try:
        with tempfile.TemporaryFile() as output:
            process = launch.popen_confined(
                list(command),
                read=[toolchain, *read],
                workdir=str(cwd),
                env=environment,
                channel=channel,
                pass_fds=(channel[0],),
                output=output,
                rlimits=RLIMITS,
                processes=isolation.COMPILER_PROCESSES,
                write=tuple(shared),
                uid=isolation.COMPILER_UID,
            )
            os.close(open_ends.pop(0))  # the read end: the child has its own copy
            try:
                ended = _ended_within(process.pid, COMPILE_TIMEOUT_S)
            finally:  # done, past its time or interrupted: nothing of the compiler goes on running
                kill_all(process.pid)
                process.wait()
            elapsed = (time.perf_counter() - started) * 1000
            if not ended:
                raise CompileFailedError(
                    f"compilation did not finish within {COMPILE_TIMEOUT_S:g} s", elapsed
                )
            output.seek(0)
            data = output.read(4 * MESSAGE_CHARS)
    finally:
        for fd in open_ends:
            os.close(fd)
        shutil.rmtree(tmp, ignore_errors=True)
        isolation.reclaim(cwd)
    text = data.decode("utf-8", "replace")
    if process.returncode in (landlock.FAILED, landlock.EXEC_FAILED) and text.startswith("judge: "):
        raise SandboxError(text.strip()[len("judge: ") :])  # never started: not the solution's CE
    for old, new in (clean or {}).items():
        text = text.replace(old, new)
    if len(text) > MESSAGE_CHARS:
        text = text[:MESSAGE_CHARS] + "\n..."
    return process.returncode == 0, text.strip(), elapsed


def _toolchain_folder(executable: str, cwd: Path) -> Path:
    """What a compiler may read of its own installation: the prefix of its binary (`/usr/lib/llvm-19`
    of `.../bin/clang`), or the binary's folder alone where the prefix holds the home or the build
    (a compiler in ~/bin or ~/.local/bin)."""
    binary = Path(os.path.realpath(executable))
    prefix = binary.parent.parent
    held = (Path.home(), cwd.resolve())
    return binary.parent if any(path == prefix or prefix in path.parents for path in held) else prefix


def _ended_within(pid: int, timeout_s: float) -> bool:
    """Whether the child `pid` ended within `timeout_s`, left unreaped: its pid still names it for
    kill_all, which then ends whatever it left running."""
    try:
        fd = os.pidfd_open(pid)
    except OSError:  # a kernel before 5.3: ask every few milliseconds
        deadline = time.monotonic() + timeout_s
        while launch.exit_status(pid) is None:
            if time.monotonic() > deadline:
                return False
            time.sleep(0.005)
        return True
    try:
        return bool(select.select([fd], [], [], timeout_s)[0])
    finally:
        os.close(fd)
