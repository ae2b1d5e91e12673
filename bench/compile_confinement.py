"""What confining the compiler costs a C++ build: the same new file compiled through the judge's
confined entry point (compiled.run_compiler: the launcher, Landlock, the namespaces, the tree kill)
and through a plain Popen of the compiler, as builds ran before (the judge's environment, its own
process group, nothing else).

Run from a checkout:  python bench/compile_confinement.py [--rounds 5]

The precompiled header and the driver's core are built first (both ways share them, as a second
submit does); then each round compiles a file no round compiled before, once each way, in turn (so
a shared machine's load falls on both alike). It prints the median wall time and the median CPU
time of the compiler's processes (user + system of every reaped descendant: on a loaded machine the
wall clock adds each process's wait for a core) each way, and their ratios. It asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # a fresh clone works without `pip install`

from judge.bank.spec import load_problem  # noqa: E402
from judge.sandbox.languages import cpp  # noqa: E402

SOLUTION = ROOT / "tests" / "lang" / "cpp" / "ac_lc_predict_the_winner.cpp"


def plain(
    command: Sequence[str],
    cwd: Path,
    env: Mapping[str, str] | None = None,
    clean: Mapping[str, str] | None = None,
    **_: object,
) -> tuple[bool, str, float]:
    """The compiler as it ran before it was confined."""
    started = time.perf_counter()
    done = subprocess.run(
        list(command),
        cwd=cwd,
        env=dict(env) if env is not None else None,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        start_new_session=True,
        check=False,
    )
    return done.returncode == 0, done.stdout.decode(errors="replace"), (time.perf_counter() - started) * 1000


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (usage.ru_utime + usage.ru_stime) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    rounds = parser.parse_args().rounds
    signature = load_problem(ROOT / "problems" / "predict-the-winner.yaml").solution_signature
    confined: Callable[..., tuple[bool, str, float]] = cpp.run_compiler
    ways = {"plain": plain, "confined": confined}
    with tempfile.TemporaryDirectory(prefix="judge-bench-") as folder:
        builds = Path(folder) / "builds"
        source = SOLUTION.read_bytes()
        cpp.Cpp().prepare(SOLUTION, signature, builds, source)  # the header and the core, once
        wall: dict[str, list[float]] = {way: [] for way in ways}
        cpu: dict[str, list[float]] = {way: [] for way in ways}
        for index in range(rounds):
            for way, compiler in ways.items():
                cpp.run_compiler = compiler  # type: ignore[assignment]  # what prepare calls
                fresh = source + f"\n// {way} {index} {os.getpid()}\n".encode()
                before = children_cpu()
                program = cpp.Cpp().prepare(SOLUTION, signature, builds, fresh)
                assert not program.cached
                wall[way].append(program.compile_ms)
                cpu[way].append(children_cpu() - before)
        cpp.run_compiler = confined  # type: ignore[assignment]
    print(f"compiler: {cpp.compiler().command}, {rounds} new files each way")
    for way in ways:
        print(
            f"{way:>9}: wall {statistics.median(wall[way]):7.0f} ms, CPU {statistics.median(cpu[way]):7.0f} ms"
        )
    wall_ratio = statistics.median(wall["confined"]) / statistics.median(wall["plain"])
    cpu_ratio = statistics.median(cpu["confined"]) / statistics.median(cpu["plain"])
    print(f"confined / plain: wall {wall_ratio:.3f}, CPU {cpu_ratio:.3f}")


if __name__ == "__main__":
    main()
