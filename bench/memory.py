"""Peak memory of the judge process itself (not its sandboxed children) while it judges many cases
of large inputs: `judge submit --json --no-record` on a temporary bank whose predict-the-winner has
N literal tests of 1,000-element lists (a JSON Lines data file beside the spec).

Run from a checkout with judge installed:  python bench/memory.py [--cases 1000,10000]

The solution answers at once (so the run is about the judge, not the solution, and no case is slow
enough to be timed against the reference). Peak RSS is the judge process's own high-water mark over
its whole life (imports, loading the spec, judging, writing the JSON): VmHWM of /proc/self/status, read
at exit. Not ru_maxrss: Linux carries it over from the process that forked the judge (a judge started
by a 200 MiB process reports 200 MiB), so it measures the parent as much as the judge. Its children
(the solution's, the reference's) are not in it: their largest ru_maxrss is shown apart
(RUSAGE_CHILDREN; it may hold what they inherited at their fork), so work moved out of the judge into a
child would show there. Goal (issue 16): under 60 MiB at 10,000 cases, i.e. cases streamed, not held.
It also prints the peak for few cases, so what grows with the count shows.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SLUG = "predict-the-winner"
LENGTH = 1000
SOLUTION = """\
class Solution:
    def predictTheWinner(self, nums: list[int]) -> bool:
        return True
"""
GOAL_MIB = 60
# Runs the CLI and prints, on stderr at exit, the judge process's own peak RSS and its children's
# largest (KiB): atexit runs after the command ends, click's exit included.
PROBE = """\
import atexit, resource, sys
def peaks():
    with open("/proc/self/status") as status:
        own = [int(line.split()[1]) for line in status if line.startswith("VmHWM:")]
    children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    print("MAXRSS_KB", own[0], children, file=sys.stderr)
atexit.register(peaks)
from judge.cli import main
main(prog_name="judge")
"""


def make_bank(folder: Path, count: int) -> Path:
    problems = folder / "problems"
    problems.mkdir(parents=True)
    solutions = folder / "solutions" / SLUG
    solutions.mkdir(parents=True)
    shutil.copy(ROOT / "solutions" / SLUG / "reference.py", solutions / "reference.py")
    (problems / f"{SLUG}.yaml").write_text(
        f"slug: {SLUG}\ntitle: Predict the Winner\nsource: {{platform: leetcode, number: 486}}\n"
        "difficulty: medium\nstatement: Take from either end; does player 1 win or tie?\n"
        "signature:\n  entry: predictTheWinner\n  params:\n"
        f"    - {{name: nums, type: 'list[int]', length: [1, {LENGTH}], values: [0, 10000000]}}\n"
        "  returns: bool\nlimits: {time_ms: 1000, memory_mb: 256}\n"
        "examples:\n  - input: {nums: [1, 2]}\n    output: true\n"
        f"tests:\n  - file: {SLUG}.big.jsonl\n",
        encoding="utf-8",
    )
    rng = random.Random(count)
    with open(problems / f"{SLUG}.big.jsonl", "w", encoding="utf-8") as out:  # streamed out
        for index in range(count - 1):
            nums = [rng.randint(0, 10**7) for _ in range(LENGTH)]
            out.write(
                json.dumps({"name": f"big-{index + 1}", "input": {"nums": nums}, "output": True}) + "\n"
            )
    return problems


def peak(problems: Path, home: Path, solution: Path, count: int) -> tuple[float, float, int, float]:
    """(peak RSS MiB, seconds, cases judged, the children's largest peak RSS MiB) of one submit."""
    env = {**os.environ, "JUDGE_HOME": str(home)}
    start = time.perf_counter()
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            PROBE,
            "--problems",
            str(problems),
            "submit",
            SLUG,
            str(solution),
            "--json",
            "--no-record",
        ],
        capture_output=True,
        text=True,
        env=env,
        check=False,
        cwd=home,
    )
    seconds = time.perf_counter() - start
    lines = [line for line in done.stderr.splitlines() if line.startswith("MAXRSS_KB")]
    if done.returncode != 0 or not lines:
        raise SystemExit(f"bench/memory.py: submit failed (exit {done.returncode}): {done.stderr[-2000:]}")
    passed = json.loads(done.stdout)["passed"]
    if passed != count:
        raise SystemExit(
            f"bench/memory.py: {passed} of {count} cases passed; the run is not the one measured"
        )
    _, own, children = lines[-1].split()
    return int(own) / 1024, seconds, passed, int(children) / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", default="100,1000,10000", help="case counts (default 100,1000,10000)")
    options = parser.parse_args()
    load_before = os.getloadavg()[0]
    work = Path(tempfile.mkdtemp(prefix="judge-memory-"))
    try:
        solution = work / "solution.py"
        solution.write_text(SOLUTION)
        rows = []
        for count in (int(c) for c in options.cases.split(",")):
            folder = work / f"n{count}"
            problems = make_bank(folder, count)
            home = folder / "home"
            home.mkdir()
            cold = peak(problems, home, solution, count)  # validates the data file, writes the spec cache
            warm = peak(problems, home, solution, count)
            size = sum(p.stat().st_size for p in problems.iterdir()) / 2**20
            rows.append((count, size, cold, warm))
            shutil.rmtree(folder, ignore_errors=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(
        f"judge submit --json --no-record, {LENGTH}-element inputs; the judge process's own peak "
        f"RSS; load average {load_before:.1f} before, {os.getloadavg()[0]:.1f} after; Python {sys.version.split()[0]}"
    )
    print(
        f"{'cases':>7}{'data MiB':>10}{'cold MiB':>10}{'cold s':>8}{'warm MiB':>10}{'warm s':>8}"
        f"{'children MiB':>14}  goal"
    )
    for count, size, cold, warm in rows:
        worst = max(cold[0], warm[0])
        goal = f"{worst:.1f} of {GOAL_MIB} MiB: {'met' if worst < GOAL_MIB else 'NOT MET'}"
        print(
            f"{count:>7}{size:>10.1f}{cold[0]:>10.1f}{cold[1]:>8.1f}{warm[0]:>10.1f}{warm[1]:>8.1f}"
            f"{max(cold[3], warm[3]):>14.1f}  {goal if count >= 10_000 else ''}"
        )
    print(
        f"goal: the judge under {GOAL_MIB} MiB peak at 10,000 cases (cold: the spec cache is written; warm: "
        "it is read; children: the largest of the solution's and the reference's, not the judge's)"
    )


if __name__ == "__main__":
    main()
