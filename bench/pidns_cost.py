"""What a child's isolation costs per child: the PID namespace (confine.py `_split`) against none, and
bubblewrap (`bwrap`, the distribution's) as the namespace layer instead of our own code.

Run from a checkout with judge installed:  python bench/pidns_cost.py [--rounds 40]

Each round starts one child of every kind, in turn (interleaved, so a shared machine's load falls
on all alike), and times it from outside, start to exit (wall clock) or start to the harness's
greeting; it prints the median and the quartiles of each, in ms, and the median CPU time of the
child's processes (user + system of every reaped descendant, getrusage(RUSAGE_CHILDREN): on a loaded
machine the wall clock adds each process's wait for a core, which the CPU time leaves out). Kinds:

- `true, ours`: launch.popen_confined of /bin/true (the launcher confines itself, execs it), with
  our namespaces as this machine has them: user (or root's uid), network, PID, process cap.
- `true, no PID ns`: the same with JUDGE_NO_PID_NAMESPACE (what the PID namespace adds).
- `true, no namespaces`: JUDGE_NO_NAMESPACES (Landlock alone: what all our namespaces add).
- `true, bwrap`: bwrap (user, network, PID namespaces, a fresh /proc, --die-with-parent) around
  the same launcher with Landlock alone: what bubblewrap would cost in their place.
- `python child, ours` / `no PID ns`: a Python solution's Runner.start(), spawn to loaded harness.

It prints figures and asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from judge.sandbox import isolation, landlock, launch  # noqa: E402


def configured(env: dict[str, str]) -> None:
    """Switch this process's isolation to what `env` says (support() is cached per process)."""
    for name in ("JUDGE_NO_PID_NAMESPACE", "JUDGE_NO_NAMESPACES"):
        os.environ.pop(name, None)
    os.environ.update(env)
    isolation.support.cache_clear()


def true_child(env: dict[str, str]) -> Callable[[], float]:
    def run() -> float:
        configured(env)
        workdir = tempfile.mkdtemp(prefix="judge-bench-")
        read, write = os.pipe()
        started = time.perf_counter()
        process = launch.popen_confined(
            ["/bin/true"],
            read=[],
            workdir=workdir,
            env=launch.child_env(workdir),
            channel=(read, write),
            pass_fds=(read,),
        )
        process.wait()
        took = time.perf_counter() - started
        os.close(read)
        os.close(write)
        shutil.rmtree(workdir, ignore_errors=True)
        assert process.returncode == 0, process.returncode
        return took

    return run


def bwrap_child() -> float:
    configured({"JUDGE_NO_NAMESPACES": "1"})
    workdir = tempfile.mkdtemp(prefix="judge-bench-")
    read, write = os.pipe()
    opening = landlock.opening(landlock.plan([], [workdir]), (), isolation.support().spec(64, []))
    started = time.perf_counter()
    os.write(write, opening)
    command = [
        "bwrap", "--unshare-user", "--unshare-pid", "--unshare-net", "--die-with-parent",
        "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--bind", workdir, workdir,
        sys.executable, "-I", "-S", "-c", landlock.LAUNCHER, str(read), "/bin/true", "/bin/true",
    ]  # fmt: skip
    process = subprocess.Popen(command, pass_fds=(read,), cwd=workdir, env=launch.child_env(workdir))
    process.wait()
    took = time.perf_counter() - started
    os.close(read)
    os.close(write)
    shutil.rmtree(workdir, ignore_errors=True)
    assert process.returncode == 0, process.returncode
    return took


def python_child(env: dict[str, str], home: Path) -> Callable[[], float]:
    from dataclasses import replace

    from judge.bank.locate import find_bank
    from judge.grading.session import open_runner, prepare
    from judge.model.settings import from_environment

    settings = replace(from_environment(os.environ), home=home)
    problem = find_bank(str(ROOT / "problems")).load("predict-the-winner")
    program = prepare(problem, ROOT / "examples" / "predict_the_winner.py", settings)

    def run() -> float:
        configured(env)
        with open_runner(problem, program, settings) as runner:
            started = time.perf_counter()
            assert runner.start() is None
            return time.perf_counter() - started

    return run


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=40)
    rounds = parser.parse_args().rounds
    home = Path(tempfile.mkdtemp(prefix="judge-bench-home-"))
    kinds: dict[str, Callable[[], float]] = {
        "true, ours": true_child({}),
        "true, no PID ns": true_child({"JUDGE_NO_PID_NAMESPACE": "1"}),
        "true, no namespaces": true_child({"JUDGE_NO_NAMESPACES": "1"}),
    }
    if shutil.which("bwrap"):
        kinds["true, bwrap"] = bwrap_child
    kinds["python child, ours"] = python_child({}, home)
    kinds["python child, no PID ns"] = python_child({"JUDGE_NO_PID_NAMESPACE": "1"}, home)
    times: dict[str, list[float]] = {name: [] for name in kinds}
    cpu: dict[str, list[float]] = {name: [] for name in kinds}
    for run in kinds.values():  # warm caches
        run()
    for _ in range(rounds):
        for name, run in kinds.items():
            before = _children_cpu()
            times[name].append(run() * 1000)
            cpu[name].append((_children_cpu() - before) * 1000)
    print(f"{'kind':28} {'median':>8} {'q1':>8} {'q3':>8} {'cpu':>8}   (ms, {rounds} rounds, interleaved)")
    for name, values in times.items():
        q1, median, q3 = statistics.quantiles(values, n=4)
        print(f"{name:28} {median:8.2f} {q1:8.2f} {q3:8.2f} {statistics.median(cpu[name]):8.2f}")
    shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main()
