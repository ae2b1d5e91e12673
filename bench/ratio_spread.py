"""How far a solution's time moves against the kernel's, and against its problem's reference, from one
CPU to another: the error a time limit's margin has to leave room for (issue 39).

Run from a checkout:  python bench/ratio_spread.py [--hog-mb 256] [SLUG ...]

Two "CPUs": this one as it is, and this one with a memory-bound hog on the other core (a child that
copies a large buffer over and over: it takes the shared cache and the memory bandwidth, which is
where CPUs differ most for these solutions, dict- and recursion-heavy, against a compute-bound
kernel). On each, for every problem whose spec records a kernel_ratio, the Python kernel is
measured (a calibration, fastest of seven runs) and the reference and every Python accepted_* are
timed on the spec's kernel_ratio test (fastest of a few runs, each in a fresh child). For each
solution it prints

    kernel:    (its time / the kernel's) on the second CPU over the same on the first
    reference: (its time / the reference's) on the second CPU over the same on the first

The kernel column is the error of a factor that comes from the kernel alone; the reference column
the error left once a problem's factor follows its own reference (grading/problem_factor.py). The
last lines give each column's spread both ways (the largest ratio or its inverse) over every solution:
a limit's margin must be at least 2x that spread (margins.MARGIN). Solutions under
LEAST_MS on the test are left out: their time is the call's fixed cost and the clock's grain.

It prints figures and asserts nothing.
"""

from __future__ import annotations

import argparse
import math
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # a fresh clone works without `pip install`

from judge.bank.locate import find_bank  # noqa: E402
from judge.bank.roles import Role, role_of  # noqa: E402
from judge.grading import problem_factor  # noqa: E402
from judge.grading.programs import measure_kernel, prepare, reference_limits  # noqa: E402
from judge.model.settings import from_environment  # noqa: E402
from judge.sandbox.languages import for_file  # noqa: E402

LEAST_MS = 5.0  # below, a time is mostly the call's fixed cost and the clock's grain

HOG = """
import sys
size = int(sys.argv[1]) << 20
a, b = bytearray(size), bytearray(b"x" * size)
while True:
    a[:] = b
    b[:] = a
"""


def load_average() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def measure(bank, slugs, settings, builds):  # type: ignore[no-untyped-def]
    """{(slug, file): (solution ms, reference ms, kernel ms)} on this CPU as it is now."""
    kernel_ms = measure_kernel("python", builds).kernel_ms
    found = {}
    for slug in slugs:
        problem = bank.load(slug)
        record = problem.kernel_ratio
        if record is None or record.of("python") is None:
            continue
        test = problem_factor.find_test(problem, record.test)
        limits = reference_limits(problem)  # generous: ten times the spec's, unscaled
        files = [problem.reference] + [
            path
            for _, path in sorted(problem.solutions.items())
            if role_of(path.stem) is Role.ACCEPTED and for_file(path).name == "python"
        ]
        timed = {}
        for path in files:
            try:
                timed[path.name] = problem_factor.time_on(
                    problem, prepare(problem, path, settings), test, limits
                )
            except Exception as exc:  # one solution's failure is a line, not the end of the run
                print(f"  {slug}/{path.name}: not timed ({exc})", flush=True)
        reference = timed.get("reference.py")
        for name, ms in timed.items():
            if reference and ms >= LEAST_MS:
                found[(slug, name)] = (ms, reference, kernel_ms)
        print(f"  {slug}: {len(timed)} timed on {record.test}", flush=True)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("slugs", nargs="*")
    parser.add_argument("--hog-mb", type=int, default=256, help="the hog's buffer (default 256 MB)")
    args = parser.parse_args()
    bank = find_bank(None)
    slugs = args.slugs or bank.slugs()
    with tempfile.TemporaryDirectory() as home:
        settings = from_environment({"JUDGE_HOME": home})
        builds = Path(home) / "builds"
        print(f"quiet CPU (load {load_average()})", flush=True)
        quiet = measure(bank, slugs, settings, builds)
        hog = subprocess.Popen([sys.executable, "-c", HOG, str(args.hog_mb)])
        try:
            time.sleep(1.0)
            print(f"with a {args.hog_mb} MB memory hog on the other core (load {load_average()})", flush=True)
            busy = measure(bank, slugs, settings, builds)
        finally:
            hog.kill()
            hog.wait()
    print(f"\n{'solution':<60} {'kernel':>7} {'reference':>9}")
    kernel_spread, reference_spread = [], []
    for key in sorted(quiet.keys() & busy.keys()):
        (ms1, ref1, k1), (ms2, ref2, k2) = quiet[key], busy[key]
        by_kernel = (ms2 / k2) / (ms1 / k1)
        by_reference = (ms2 / ref2) / (ms1 / ref1)
        kernel_spread.append(by_kernel)
        if key[1] != "reference.py":
            reference_spread.append(by_reference)
        print(f"{key[0] + '/' + key[1]:<60} {by_kernel:>6.2f}x {by_reference:>8.2f}x")

    def spread(values: list[float]) -> str:
        if not values:
            return "-"
        worst = max(max(v, 1 / v) for v in values)
        mean = math.exp(sum(abs(math.log(v)) for v in values) / len(values))
        return f"{worst:.2f}x at most, {mean:.2f}x on average, over {len(values)} solutions"

    print(f"\nspread against the kernel:    {spread(kernel_spread)}")
    print(f"spread against the reference: {spread(reference_spread)}")
    print(f"load at the end: {load_average()}")


if __name__ == "__main__":
    main()
