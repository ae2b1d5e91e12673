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
import shutil
import signal
import subprocess
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path

from judge.model.limits import Limits
from judge.sandbox.languages.base import CompileFailedError, Program, ToolchainMissingError

COMPILE_TIMEOUT_S = 120.0
MESSAGE_CHARS = 6000


def find_tool(name: str, missing: str) -> Path:
    """The resolved path of the toolchain binary `name`, or ToolchainMissingError(`missing`)."""
    found = shutil.which(name) or shutil.which(name, path="/usr/local/go/bin:/usr/lib/go/bin")
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
) -> tuple[bool, str, float]:
    """Run a compiler: (succeeded, its output with `clean`'s replacements, milliseconds)."""
    started = time.perf_counter()
    process = subprocess.Popen(
        list(command),
        cwd=cwd,
        env=dict(env) if env is not None else None,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        start_new_session=True,  # its own group: a timeout kills the compiler's children too
    )
    try:
        output, _ = process.communicate(timeout=COMPILE_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        _kill_group(process)
        elapsed = (time.perf_counter() - started) * 1000
        raise CompileFailedError(
            f"compilation did not finish within {COMPILE_TIMEOUT_S:g} s", elapsed
        ) from None
    except BaseException:  # interrupted: leave no compiler running
        _kill_group(process)
        raise
    elapsed = (time.perf_counter() - started) * 1000
    text = output.decode("utf-8", "replace")
    for old, new in (clean or {}).items():
        text = text.replace(old, new)
    if len(text) > MESSAGE_CHARS:
        text = text[:MESSAGE_CHARS] + "\n..."
    return process.returncode == 0, text.strip(), elapsed


def _kill_group(process: subprocess.Popen[bytes]) -> None:
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except OSError:
        pass
    process.communicate()
