"""A compiler is confined as a solution is (compiled.run_compiler, through launch.popen_confined):
it reads no file of the home outside its build, writes nothing outside its build folder, reaches no
network and leaves no process behind. Each attempt is made by a real child started through the
judge's compiler entry point (a shell or Python in the compiler's place), and once by a real C++
file through `judge submit`: an `#include` of a secret by its absolute path is a CE.
"""

from __future__ import annotations

import os
import shutil
import socket
import sys
from pathlib import Path

import pytest
from conftest import live_descendants, run_judge, share_builds

from judge.sandbox import isolation, landlock
from judge.sandbox.languages import CompileFailedError, compiled

LANDLOCK = landlock.support().abi
needs_landlock = pytest.mark.skipif(
    not LANDLOCK,
    reason="without Landlock a compiler has what a solution has then: the namespaces and its uid alone",
)
TOKEN = "SECRET-5f1d2c"


@pytest.fixture
def build(tmp_path: Path) -> Path:
    """A build folder, as compiled.building makes them: in the home's private builds."""
    folder = tmp_path / "home" / "builds" / "cpp" / "work"
    folder.mkdir(parents=True)
    return folder


@pytest.fixture
def secret(tmp_path: Path) -> Path:
    """A file of the judge's home beside the builds, that no compiler may read."""
    path = tmp_path / "home" / "secret.txt"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(TOKEN + "\n")
    return path


def shell(script: str, build: Path, *args: str) -> tuple[bool, str]:
    ok, message, _ = compiled.run_compiler(["sh", "-c", script, "sh", *args], cwd=build)
    return ok, message


@needs_landlock
def test_a_compiler_reads_no_file_of_the_home(build: Path, secret: Path) -> None:
    ok, message = shell('cat "$1"', build, str(secret))
    assert not ok and "Permission denied" in message and TOKEN not in message


@needs_landlock
def test_a_compiler_writes_only_its_build_folder(build: Path, tmp_path: Path) -> None:
    for outside in (tmp_path / "home" / "leak", build.parent / "beside", Path("/tmp") / f"leak-{build.name}"):
        ok, message = shell('echo x > "$1"', build, str(outside))
        assert not ok and "Permission denied" in message, message
        assert not outside.exists()
    ok, message = shell('echo x > inside && echo y > "$TMPDIR/scratch" && cat inside', build)
    assert ok and message == "x", message
    assert (build / "inside").is_file()
    assert not (build / compiled.TMP).exists(), "its temporary folder is removed with it"


@pytest.mark.skipif(
    landlock.support().abi < 4 and isolation.support().mode is isolation.Mode.NONE,
    reason="neither a network namespace nor Landlock's TCP rules here",
)
def test_a_compiler_reaches_no_network(build: Path) -> None:
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen()
        server.settimeout(0)
        port = server.getsockname()[1]
        script = (
            "import socket\n"
            f"socket.create_connection(('127.0.0.1', {port}), timeout=5).sendall(b'{TOKEN}')\n"
            "print('connected')\n"
        )
        ok, message, _ = compiled.run_compiler([sys.executable, "-I", "-S", "-c", script], cwd=build)
        assert not ok and "connected" not in message.splitlines(), message
        with pytest.raises(BlockingIOError):
            server.accept()


def test_a_compiler_leaves_no_process_behind(build: Path) -> None:
    ok, message = shell("sleep 600 & echo started", build)
    assert ok and message == "started"
    assert not live_descendants()


def test_a_compiler_closes_only_its_own_descriptors(build: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The pipe's read end is closed once the child has it; a file opened then (by another of the
    judge's threads, as verify runs checks side by side) takes its number and must stay open."""
    opened: list[int] = []
    wait = compiled._ended_within

    def open_meanwhile(pid: int, timeout_s: float) -> bool:
        opened.append(os.open(os.devnull, os.O_RDONLY))  # the lowest free number: the one just closed
        return wait(pid, timeout_s)

    monkeypatch.setattr(compiled, "_ended_within", open_meanwhile)
    ok, message = shell("echo built", build)
    assert ok and message == "built"
    try:
        os.fstat(opened[0])  # raises EBADF if the compiler's cleanup closed it
    finally:
        os.close(opened[0])


def test_a_compiler_past_its_time_is_killed_with_its_children(
    build: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(compiled, "COMPILE_TIMEOUT_S", 1.0)
    with pytest.raises(CompileFailedError, match="did not finish within 1 s"):
        shell("sleep 600 & sleep 600", build)
    assert not live_descendants()
    assert not (build / compiled.TMP).exists()


@needs_landlock
@pytest.mark.skipif(
    shutil.which("g++") is None and shutil.which("clang++-19") is None, reason="no C++ compiler"
)
def test_a_cpp_include_of_a_secret_is_a_compile_error(
    tmp_path: Path, shared_builds: Path, secret: Path
) -> None:
    home = share_builds(tmp_path / "home", shared_builds)
    header = secret.with_name("secret.h")
    header.write_text(f'static const char leaked[] = "{TOKEN}";\n')  # compiles, if it could be read
    solution = tmp_path / "leak.cpp"
    solution.write_text(
        f'#include "{header}"\n'
        "class Solution {\npublic:\n    bool stoneGame(vector<int>& piles) { return true; }\n};\n"
    )
    report = run_judge("submit", "stone-game", str(solution), "--json", "--no-record", home=home).json
    assert report["verdict"] == "CE", report
    message = report["compile_error"]
    assert "secret.h" in message and TOKEN not in message, message
