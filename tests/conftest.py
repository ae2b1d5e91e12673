"""Shared test setup.

`run_judge` runs the real CLI with a given JUDGE_HOME, in this process unless asked for a child
process (`.json` of its result parses stdout); the `home` fixture is a fresh JUDGE_HOME under tmp_path.
Test modules import the helper with `from conftest import run_judge`.

Hypothesis profiles: "quick" locally, "thorough" (more examples) when CI=true or when
HYPOTHESIS_PROFILE names a profile.

The stray-process check: the suite ends by failing if any process started by a test is still
running. The pytest process makes itself a child subreaper (Linux), so even a process that left its
parent's session and lost its parent is re-parented here and seen; anything left is listed, killed
and turns the session's exit status into a failure. Such orphans that have ended are collected after
each test, so that they do not pile up as zombies.

SIGINT inherited ignored (a background job of a script) is set back to Python's handler, so that
the judges the tests interrupt act on it.
"""

from __future__ import annotations

import ctypes
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from hypothesis import settings

if TYPE_CHECKING:
    from judge.model.settings import Settings

settings.register_profile("quick", max_examples=25)
settings.register_profile("thorough", max_examples=500)
settings.load_profile(
    os.environ.get("HYPOTHESIS_PROFILE")
    or ("thorough" if os.environ.get("CI", "").lower() == "true" else "quick")
)


# A shell without job control (a script's `cmd &`, nohup) starts its background job with SIGINT
# ignored, and every child inherits that through exec: the judges the tests interrupt would never
# see their Ctrl-C, and each such test would wait out its timeout. The tests' children start with
# SIGINT as a terminal's Ctrl-C finds it.
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)


@dataclass(frozen=True)
class JudgeRun:
    """One finished `judge ...`: its exit code and output; `.json` parses stdout."""

    args: tuple[str, ...]
    returncode: int
    stdout: str
    stderr: str

    @property
    def json(self) -> Any:
        try:
            return json.loads(self.stdout)
        except ValueError:
            raise AssertionError(
                f"judge {' '.join(self.args)}: stdout is not JSON (exit {self.returncode}):\n"
                f"{self.stdout}\n{self.stderr}"
            ) from None


def tool_found(name: str) -> bool:
    """Whether a toolchain's command is installed: for Go, any Go the judge finds (Debian's
    golang-1.23-go puts none on PATH); for typescript, the tsc 5.1.6 the judge finds (in a home's
    toolchains/); for rust, a rustc 1.79+; else `name` on PATH (the tests name each language's command: g++, javac)."""
    from judge.sandbox.languages.base import ToolchainMissingError
    from judge.sandbox.languages.go_toolchain import find_go
    from judge.sandbox.languages.rust_toolchain import find_rustc
    from judge.sandbox.languages.ts_toolchain import find_tsc

    finders = {"go": find_go, "typescript": find_tsc, "rust": find_rustc}
    if name not in finders:
        return shutil.which(name) is not None
    try:
        finders[name]()
    except ToolchainMissingError:
        return False
    return True


CI = os.environ.get("CI", "").lower() == "true"


def needs_toolchain(name: str, why: str) -> pytest.MarkDecorator:
    """Skip a test whose toolchain `name` (as tool_found names it) is missing, saying `why`; under CI
    (CI=true) it runs and fails instead: a toolchain CI lacks is a failure, not a silent skip."""
    return pytest.mark.skipif(not CI and not tool_found(name), reason=why)


def run_judge(
    *args: str,
    home: Path,
    problems: Path | None = None,
    cwd: Path | None = None,
    env: dict[str, str] | None = None,
    timeout: float = 300,
    process: bool = False,
) -> JudgeRun:
    """Run the CLI with JUDGE_HOME=`home` and a minimal environment (nothing of the caller's, e.g.
    JUDGE_PROBLEMS, leaks in; `env` adds variables). `problems` is passed as `--problems`.

    By default the command line runs in this process (tests/inprocess.py: the same entry as the
    `judge` command, os.environ and the folder set for the call, output captured), which saves an
    interpreter start and the judge's imports; the solutions' children are real either way.
    `process=True` starts `python -m judge` as a child instead, for what only a process shows: its
    imports, its exit, what it leaves behind, its signals, terminal and stdin (JUDGE_TESTS_IN_CHILDREN=1
    makes every call one, to compare)."""
    argv = [*(["--problems", str(problems)] if problems is not None else []), *args]
    environment = {
        "JUDGE_HOME": str(home),
        "PATH": "/usr/bin:/bin",
        "LANG": "C.UTF-8",
        **_calibration_env(),
        **(env or {}),
    }
    if not process and not os.environ.get("JUDGE_TESTS_IN_CHILDREN"):  # set: every call a process
        from inprocess import call

        code, out, err = call(argv, environment, None if cwd is None else str(cwd), timeout)
        return JudgeRun(tuple(args), code, out, err)
    done = subprocess.run(
        [sys.executable, "-m", "judge", *argv],
        capture_output=True,
        text=True,
        cwd=cwd,
        timeout=timeout,
        check=False,
        env=environment,
    )
    return JudgeRun(tuple(args), done.returncode, done.stdout, done.stderr)


def _calibration_env() -> dict[str, str]:
    """The run's shared calibration file (see shared_calibration) and a factor a test set
    (clock_limits), for a judge in a child process."""
    names = ("JUDGE_CALIBRATION", "JUDGE_TIME_FACTOR")
    return {name: os.environ[name] for name in names if os.environ.get(name)}


@pytest.fixture
def clock_limits(monkeypatch: pytest.MonkeyPatch) -> None:
    """Limits as the spec gives them (JUDGE_TIME_FACTOR=1), for tests whose solutions burn CPU by the
    clock (`while time.process_time() - start < 0.02`): such a burn takes the same CPU time on any
    machine, so the limit it is measured against must not follow the machine either."""
    monkeypatch.setenv("JUDGE_TIME_FACTOR", "1")


@pytest.fixture(scope="session", autouse=True)
def shared_calibration(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One calibration file a run (JUDGE_CALIBRATION), for every test and every judge it starts: each
    language's time factor is measured by the first judging that needs it, through the real path,
    instead of once per fresh JUDGE_HOME."""
    path = _run_folder(tmp_path_factory, "calibration") / "calibration.json"
    os.environ["JUDGE_CALIBRATION"] = str(path)
    return path


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh JUDGE_HOME under tmp_path (not created), also set for in-process calls."""
    folder = tmp_path / "home"
    monkeypatch.setenv("JUDGE_HOME", str(folder))
    return folder


def settings_for(home: Path | None = None) -> Settings:
    """The settings a judge started now would read (JUDGE_HOME as the `home` fixture sets it, the
    run's shared calibration, a factor clock_limits set), for judge code called in this process;
    `home` replaces the home."""
    from dataclasses import replace

    from judge.model.settings import from_environment

    found = from_environment(os.environ)
    return found if home is None else replace(found, home=home)


COMPILED = ("cpp", "go", "java")  # the languages whose toolchain cache costs seconds when cold


def _run_folder(tmp_path_factory: pytest.TempPathFactory, name: str) -> Path:
    """A folder of this run shared by every xdist worker (their basetemps are folders of the run's)."""
    base = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        base = base.parent
    folder = base / name
    folder.mkdir(exist_ok=True)
    return folder


@pytest.fixture(scope="session")
def shared_builds(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One build folder of this run for C++, Go and Java. A cold one costs a precompiled header (g++,
    ~8 s), Go's standard library (~10 s) and Java's driver (~1 s of javac) before the first program:
    paid once a run, not once a home."""
    return _run_folder(tmp_path_factory, "shared-builds")


@pytest.fixture(scope="session")
def shared_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One JUDGE_HOME cache of this run: the expected values of a problem's generated tests cost
    its reference a run over them all (up to ~10 s under load) the first time a home judges it."""
    return _run_folder(tmp_path_factory, "shared-cache")


def share_cache(home: Path, shared: Path) -> Path:
    """Make `home`'s cache (generated tests' expected values, loaded specs) a link to `shared`;
    returns `home`. For tests that neither inspect nor damage the cache. Its files are keyed by
    what they depend on and written to a file of the writing process, then renamed into place."""
    home.mkdir(parents=True, exist_ok=True)
    link = home / "cache"
    if not link.is_symlink():
        link.symlink_to(shared, target_is_directory=True)
    return home


def share_builds(home: Path, shared: Path) -> Path:
    """Make `home`'s C++, Go and Java build caches links to `shared` (see shared_builds); returns `home`.

    For tests where isolation of the build cache is not the point. The judge's builds are safe to
    share between processes: each is made in a folder of its own and renamed into place, and Go's
    own cache locks its files. A test asserting that a program is compiled once gives it a source
    no other test has."""
    builds = home / "builds"
    builds.mkdir(parents=True, exist_ok=True)
    for language in COMPILED:
        (shared / language).mkdir(exist_ok=True)
        link = builds / language
        if not link.is_symlink():
            link.symlink_to(shared / language, target_is_directory=True)
    return home


PR_SET_CHILD_SUBREAPER = 36


def _become_subreaper() -> bool:
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def _processes() -> Iterator[tuple[int, list[bytes]]]:
    """Every process's pid and the fields of its /proc stat after the command name (state first)."""
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as handle:
                fields = handle.read().rsplit(b")", 1)[1].split()
        except (OSError, IndexError):
            continue
        yield int(name), fields


def live_descendants(root: int | None = None) -> dict[int, str]:
    """Processes below `root` (default: this one) that are still running: pid -> command line."""
    root = os.getpid() if root is None else root
    parents = {pid: int(fields[1]) for pid, fields in _processes() if fields[0] not in (b"Z", b"X")}
    found: dict[int, str] = {}
    kept = _own_support_children() if root == os.getpid() else set()
    helpers = _own_worker_helpers() if root == os.getpid() else set()
    for pid in set(parents) - helpers:
        chain, ancestor = {pid}, parents.get(pid)
        while ancestor is not None and ancestor not in chain and ancestor != root:
            chain.add(ancestor)
            ancestor = parents.get(ancestor)
        if ancestor == root and not chain & kept:
            found[pid] = _command(pid)
    return found


def _own_support_children() -> set[int]:
    """The children that run problems' own files (generator.py, checker.py, ...) for judge code
    called in this process: kept open on purpose until exit (judge.sandbox.support), not strays."""
    support = sys.modules.get("judge.sandbox.support")
    if support is None:
        return set()
    return {process.process.pid for process in support._OPEN.values() if process.process is not None}


def _own_worker_helpers() -> set[int]:
    """The fork server of stress workers and its resource tracker, started by a stress run in this
    process and kept until exit (judge.sandbox.workers): not strays. Workers they fork still count."""
    workers = sys.modules.get("judge.sandbox.workers")
    return workers.helpers() if workers is not None else set()


def _command(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as handle:
            return handle.read().replace(b"\0", b" ").decode(errors="replace").strip()[:200]
    except OSError:
        return "?"


def _reap_orphans() -> None:
    """Collect the exit status of the ended processes re-parented here: the judges' confined
    children that outlived their judge (a process in the session its relay made), made ours by the
    subreaper. Without this they stay zombies until the session ends (thousands by the end of a CI
    run, each one more entry for every scan of /proc). A child this process started itself is in
    its session or leads a session of its own: it is left to its Popen, whose pid must stay taken
    until it is waited for (a pid freed early could be another process's by its kill)."""
    own_session = os.getsid(0)
    for pid, fields in _processes():
        orphan = int(fields[3]) not in (own_session, pid)
        if fields[0] == b"Z" and int(fields[1]) == os.getpid() and orphan:
            try:
                os.waitpid(pid, os.WNOHANG)
            except ChildProcessError:  # collected meanwhile
                pass


@pytest.hookimpl(trylast=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> None:
    _reap_orphans()


def _reap() -> None:
    """Collect exit statuses of orphans re-parented to us, so they do not linger as zombies."""
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """`-n auto`: one worker more than the cores. A worker often waits (on a child's wall-clock
    deadline, a compiler, a browser) with its core idle; measured on 2 cores, 3 workers took the
    default tier from 334 s to 267 s. More would crowd the tests that time real children."""
    return (os.cpu_count() or 1) + 1


def pytest_sessionstart(session: pytest.Session) -> None:
    _become_subreaper()


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    support = sys.modules.get("judge.sandbox.support")
    if support is not None:  # the children running problems' own files, kept until exit otherwise
        support.close_all()
    deadline = time.monotonic() + 3.0  # processes killed a moment ago may still be exiting
    strays = live_descendants()
    while strays and time.monotonic() < deadline:
        time.sleep(0.05)
        strays = live_descendants()
    for pid in strays:
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass
    _reap()
    if strays:
        reporter = session.config.pluginmanager.get_plugin("terminalreporter")
        lines = [f"  {pid}: {command}" for pid, command in sorted(strays.items())]
        message = "stray processes left running by the tests (now killed):\n" + "\n".join(lines)
        if reporter is not None:
            reporter.write_line(message, red=True)
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def load_problem_module(path: Path, role: str) -> Any:
    """Import one of the shipped bank's own files into the test process, to test it directly (the
    judge itself never does: it runs them in confined children). Its bank's solutions/_shared is
    importable from it, as in its child."""
    import importlib.util

    shared = str(path.resolve().parent.parent / "_shared")
    if Path(shared).is_dir() and shared not in sys.path:
        sys.path.append(shared)
    spec = importlib.util.spec_from_file_location(f"bank_{role}_{path.parent.name}".replace("-", "_"), path)
    assert spec is not None and spec.loader is not None, path
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
