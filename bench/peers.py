"""judge beside the judges people use, on the same cases in one run: `oj test` (online-judge-tools),
DMOJ's `dmoj-cli`, `judge submit`, and a minimal persistent runner (a parent and one child over a
pipe, nothing else) as the floor.

Run from a checkout with judge installed:  python bench/peers.py [--sizes 10,100,1000] [--rounds 2]

The peers live in their own venv, bench/.peers-venv (git-ignored), made on first use with
`pip install online-judge-tools dmoj` (DMOJ's sandbox needs the distribution's libseccomp-dev to
build). A peer that cannot be installed or run is reported with the reason, and the rest is timed.

The cases: predict-the-winner, `nums` of 1 to 20 values in [0, 10^7], seeded; one O(n^2) solution,
as LeetCode's class for judge and the floor, and as a stdin/stdout program (`n`, then the values;
prints true or false) for the peers, all on the same Python. Each figure is the median of
`--rounds` whole-process runs (tools interleaved within a round), wall and CPU (the process and its
children, from getrusage(RUSAGE_CHILDREN)); every run's answers are checked. judge runs with
`--json --no-record` and a warm spec cache. Goals (issue 16) at 1,000 cases: >= 300x faster than
oj test, >= 500x faster than DMOJ, within 1.5x of the floor.
"""

from __future__ import annotations

import argparse
import json
import os
import random
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
PEERS_VENV = ROOT / "bench" / ".peers-venv"
PYTHON = os.path.realpath(sys.executable)  # one interpreter for every tool
SLUG = "predict-the-winner"

CLASS_SOLUTION = """\
class Solution:
    def predictTheWinner(self, nums: list[int]) -> bool:
        n = len(nums)
        dp = nums[:]  # dp[i]: best margin of the player to move on nums[i..j]
        for length in range(2, n + 1):
            for i in range(n - length + 1):
                dp[i] = max(nums[i] - dp[i + 1], nums[i + length - 1] - dp[i])
        return dp[0] >= 0
"""
STDIN_SOLUTION = """\
import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    nums = list(map(int, data[1:1 + n]))
    dp = nums[:]
    for length in range(2, n + 1):
        for i in range(n - length + 1):
            dp[i] = max(nums[i] - dp[i + 1], nums[i + length - 1] - dp[i])
    print("true" if dp[0] >= 0 else "false")


main()
"""
# The floor: the parent writes every case to one child (a thread, so the pipe never stalls) and
# reads the answers; the child calls the function. JSON lines both ways. Nothing else.
FLOOR = """\
import json, subprocess, sys, threading
CHILD = '''
import json, sys
namespace = {}
exec(compile(open(sys.argv[1]).read(), sys.argv[1], "exec"), namespace)
solve = namespace["Solution"]().predictTheWinner
write = sys.stdout.write
for line in sys.stdin:
    write(json.dumps(solve(**json.loads(line))) + "\\\\n")
    sys.stdout.flush()
'''
cases = [json.loads(line) for line in open(sys.argv[1])]
child = subprocess.Popen([sys.executable, "-c", CHILD, sys.argv[2]], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, text=True, bufsize=1)
def feed():
    for case in cases:
        child.stdin.write(json.dumps(case["input"]) + "\\n")
    child.stdin.close()
threading.Thread(target=feed, daemon=True).start()
wrong = sum(json.loads(child.stdout.readline()) != case["output"] for case in cases)
child.wait()
sys.exit(1 if wrong else 0)
"""


def expected(nums: list[int]) -> bool:
    dp = nums[:]
    for length in range(2, len(nums) + 1):
        for i in range(len(nums) - length + 1):
            dp[i] = max(nums[i] - dp[i + 1], nums[i + length - 1] - dp[i])
    return dp[0] >= 0


def generate(count: int, seed: int) -> list[dict]:
    rng = random.Random(seed)
    cases = []
    for _ in range(count):
        nums = [rng.randint(0, 10**7) for _ in range(rng.randint(1, 20))]
        cases.append({"input": {"nums": nums}, "output": expected(nums)})
    return cases


# -- each tool's files -----------------------------------------------------------------------------
def judge_bank(folder: Path, cases: list[dict]) -> Path:
    """A problems folder with predict-the-winner whose tests are exactly `cases` (the first is the
    example); the shipped reference beside it."""
    problems = folder / "problems"
    problems.mkdir(parents=True)
    solutions = folder / "solutions" / SLUG
    solutions.mkdir(parents=True)
    shutil.copy(ROOT / "solutions" / SLUG / "reference.py", solutions / "reference.py")
    first = cases[0]
    (problems / f"{SLUG}.yaml").write_text(
        f"slug: {SLUG}\ntitle: Predict the Winner\nsource: {{platform: leetcode, number: 486}}\n"
        "difficulty: medium\nstatement: Take from either end; does player 1 win or tie?\n"
        "signature:\n  entry: predictTheWinner\n  params:\n"
        "    - {name: nums, type: 'list[int]', length: [1, 20], values: [0, 10000000]}\n"
        "  returns: bool\nlimits: {time_ms: 1000, memory_mb: 256}\n"
        f"examples:\n  - input: {json.dumps(first['input'])}\n"
        f"    output: {json.dumps(first['output'])}\n"
        f"tests:\n  - file: {SLUG}.cases.jsonl\n",
        encoding="utf-8",
    )
    with open(problems / f"{SLUG}.cases.jsonl", "w", encoding="utf-8") as out:
        for index, case in enumerate(cases[1:], start=2):
            out.write(json.dumps({"name": f"case-{index}", **case}) + "\n")
    return problems


def stdin_text(case: dict) -> str:
    nums = case["input"]["nums"]
    return f"{len(nums)}\n{' '.join(map(str, nums))}\n"


def oj_tests(folder: Path, cases: list[dict]) -> Path:
    tests = folder / "oj" / "test"
    tests.mkdir(parents=True)
    for index, case in enumerate(cases, start=1):
        (tests / f"case-{index}.in").write_text(stdin_text(case))
        (tests / f"case-{index}.out").write_text("true\n" if case["output"] else "false\n")
    return tests


def dmoj_config(folder: Path, cases: list[dict], problem: str) -> Path:
    storage = folder / "dmoj" / problem
    storage.mkdir(parents=True)
    lines = ["test_cases:"]
    for index, case in enumerate(cases, start=1):
        (storage / f"{index}.in").write_text(stdin_text(case))
        (storage / f"{index}.out").write_text("true\n" if case["output"] else "false\n")
        lines.append(f"- {{in: {index}.in, out: {index}.out, points: 1}}")
    (storage / "init.yml").write_text("\n".join(lines) + "\n")
    config = folder / "dmoj.yml"
    config.write_text(f"problem_storage_globs:\n  - {folder / 'dmoj'}/*\nruntime:\n  python3: {PYTHON}\n")
    return config


# -- the peers' venv --------------------------------------------------------------------------------
def peers_venv(install: bool) -> tuple[dict[str, Path], dict[str, str]]:
    """The peers' commands that exist, and why each missing one is missing."""
    missing: dict[str, str] = {}
    binaries = {"oj": PEERS_VENV / "bin" / "oj", "dmoj": PEERS_VENV / "bin" / "dmoj-cli"}
    if install and not all(path.exists() for path in binaries.values()):
        print(f"making {PEERS_VENV} (pip install online-judge-tools dmoj) ...", flush=True)
        made = subprocess.run(
            [sys.executable, "-m", "venv", str(PEERS_VENV)], capture_output=True, text=True, check=False
        )
        if made.returncode == 0:
            done = subprocess.run(
                [str(PEERS_VENV / "bin" / "pip"), "install", "-q", "online-judge-tools", "dmoj"],
                capture_output=True,
                text=True,
                check=False,
            )
            if done.returncode != 0:
                tail = (done.stderr.strip().splitlines() or ["?"])[-1]
                missing["pip"] = f"pip install failed: {tail}"
    found = {}
    for name, path in binaries.items():
        if path.exists():
            found[name] = path
        else:
            missing[name] = missing.get("pip", f"{path} not installed (run without --no-install)")
    if "dmoj" in found:
        check = subprocess.run(
            [str(PEERS_VENV / "bin" / "python"), "-c", "import dmoj.cptbox"],
            capture_output=True,
            text=True,
            check=False,
        )
        if check.returncode != 0:
            del found["dmoj"]
            tail = (check.stderr.strip().splitlines() or ["?"])[-1]
            missing["dmoj"] = f"DMOJ's sandbox (dmoj.cptbox) does not load: {tail}"
    return found, missing


# -- timing ----------------------------------------------------------------------------------------
def timed(
    argv: list[str], ok: Callable[[subprocess.CompletedProcess], bool], **kwargs
) -> tuple[float, float]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(argv, capture_output=True, text=True, check=False, **kwargs)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if not ok(done):
        raise SystemExit(
            f"bench/peers.py: {' '.join(argv[:3])}... failed (exit {done.returncode}):\n"
            f"{done.stdout[-1500:]}\n{done.stderr[-1500:]}"
        )
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def tools_for(
    size: int, folder: Path, cases: list[dict], found: dict[str, Path], judge_env: dict
) -> dict[str, Callable[[], tuple[float, float]]]:
    solution = folder / "solution.py"
    solution.write_text(CLASS_SOLUTION)
    program = folder / "solution_stdin.py"
    program.write_text(STDIN_SOLUTION)
    case_file = folder / "cases.jsonl"
    case_file.write_text("".join(json.dumps(case) + "\n" for case in cases))
    floor = folder / "floor.py"
    floor.write_text(FLOOR)
    problems = judge_bank(folder / "bank", cases)
    judge = shutil.which("judge", path=str(Path(sys.executable).parent)) or "judge"

    def judged(done: subprocess.CompletedProcess) -> bool:
        return done.returncode == 0 and json.loads(done.stdout)["passed"] == size

    tools: dict[str, Callable[[], tuple[float, float]]] = {
        "judge submit": lambda: timed(
            [judge, "--problems", str(problems), "submit", SLUG, str(solution), "--json", "--no-record"],
            judged,
            env=judge_env,
        ),
        "floor": lambda: timed(
            [PYTHON, str(floor), str(case_file), str(solution)], lambda done: done.returncode == 0
        ),
    }
    if "oj" in found:
        tests = oj_tests(folder, cases)
        tools["oj test"] = lambda: timed(
            [str(found["oj"]), "test", "-c", f"{PYTHON} {program}", "-d", str(tests)],
            lambda done: done.returncode == 0,
            cwd=tests.parent,
        )
    if "dmoj" in found:
        problem = f"ptw{size}"
        config = dmoj_config(folder, cases, problem)
        tools["dmoj-cli"] = lambda: timed(
            [
                str(found["dmoj"]),
                "-c",
                str(config),
                "--skip-self-test",
                "-e",
                "PY3",
                "--no-ansi",
                "submit",
                problem,
                "PY3",
                str(program),
            ],
            lambda done: done.returncode == 0 and done.stdout.count(" AC [") == size,
            cwd=folder,
        )
    return tools


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="10,100,1000", help="case counts (default 10,100,1000)")
    parser.add_argument("--rounds", type=int, default=2, help="interleaved rounds (default 2)")
    parser.add_argument("--no-install", action="store_true", help="do not make the peers' venv")
    options = parser.parse_args()
    found, missing = peers_venv(not options.no_install)
    for name, why in missing.items():
        print(f"not timed: {name}: {why}")
    sizes = [int(size) for size in options.sizes.split(",")]
    work = Path(tempfile.mkdtemp(prefix="judge-peers-"))
    judge_env = {**os.environ, "JUDGE_HOME": str(work / "home")}
    judge_env.pop("PYTHONDONTWRITEBYTECODE", None)
    loads = [os.getloadavg()[0]]
    results: dict[int, dict[str, list[tuple[float, float]]]] = {}
    try:
        for size in sizes:
            folder = work / f"n{size}"
            folder.mkdir()
            tools = tools_for(size, folder, generate(size, seed=size), found, judge_env)
            tools["judge submit"]()  # warm: the spec cache, byte code
            results[size] = {name: [] for name in tools}
            for round_number in range(options.rounds):
                order = list(tools) if round_number % 2 == 0 else list(reversed(tools))
                for name in order:
                    results[size][name].append(tools[name]())
                    print(
                        f"  {size} cases, round {round_number + 1}: {name} "
                        f"{results[size][name][-1][0]:.2f} s",
                        file=sys.stderr,
                        flush=True,
                    )
            loads.append(os.getloadavg()[0])
    finally:
        shutil.rmtree(work, ignore_errors=True)
    report(results, loads, options.rounds)


def report(results: dict[int, dict[str, list[tuple[float, float]]]], loads: list[float], rounds: int) -> None:
    print(
        f"\npredict-the-winner, one O(n^2) solution, n <= 20; median of {rounds} interleaved "
        f"rounds, whole processes; {os.cpu_count()} cores; load average "
        f"{min(loads):.1f}-{max(loads):.1f} during the run; Python {sys.version.split()[0]}"
    )
    names = ["judge submit", "floor", "oj test", "dmoj-cli"]
    print(
        f"{'cases':>6}  "
        + "".join(f"{name + ' s':>16}" for name in names)
        + f"{'oj/judge':>10}{'dmoj/judge':>12}{'judge/floor':>13}"
    )
    for size, by_tool in results.items():
        wall = {name: statistics.median(w for w, _ in runs) for name, runs in by_tool.items()}
        cpu = {name: statistics.median(c for _, c in runs) for name, runs in by_tool.items()}
        cells = "".join(f"{wall[n]:>9.2f} ({cpu[n]:.2f})" if n in wall else f"{'-':>16}" for n in names)
        floor = f"{wall['judge submit'] / wall['floor']:.2f}x"
        print(
            f"{size:>6}  {cells}{_ratio(wall, 'oj test', 'judge submit'):>10}"
            f"{_ratio(wall, 'dmoj-cli', 'judge submit'):>12}{floor:>13}"
        )
    print(
        "(wall seconds, CPU seconds in brackets; ratios of wall time. Goals at 1,000 cases: "
        "oj/judge >= 300x, dmoj/judge >= 500x, judge/floor <= 1.5x)"
    )


def _ratio(wall: dict[str, float], slower: str, faster: str) -> str:
    return f"{wall[slower] / wall[faster]:.0f}x" if slower in wall and faster in wall else "-"


if __name__ == "__main__":
    main()
