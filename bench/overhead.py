"""How much the judge costs per case, against calling the function in-process and against one
process per case (the way oj and DMOJ run cases), plus the start-up of `judge --help` and
`judge list`.

Run from a checkout (installed or not):  python bench/overhead.py [--cases 1000] [--rounds 3]

It prints figures and ratios; it asserts nothing. The machine may be shared and noisy, so every
figure is the best of several interleaved rounds, and the ratios matter more than the milliseconds.
Targets (issue 7): judge overhead <= 0.2 ms per case; >= 50x faster than one process per case;
`judge --help` < 150 ms; `judge list` < 300 ms. Issue 16: the marginal case at most 0.05 ms over
the call itself, in every language: the same trivial solution in each language whose toolchain is
found (`--lang` picks some), judged through the same path, its marginal case less the call's own
time as the driver measured it.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # a fresh clone works without `pip install`

from lang_ratios import TRIVIAL as TRIVIAL_BY_LANGUAGE  # bench/ is this script's folder: on sys.path
from lang_ratios import language_names

from judge.bank.locate import find_bank
from judge.bank.spec import TestCase
from judge.grading.judging import judge_file
from judge.grading.session import open_runner, prepare
from judge.model.constraints import random_args
from judge.model.limits import Limits
from judge.model.problem import CaseKind
from judge.model.settings import environment
from judge.model.verdict import Verdict
from judge.sandbox.languages import ToolchainMissingError, by_name

SLUG = "predict-the-winner"
TRIVIAL = """\
class Solution:
    def predictTheWinner(self, nums: list[int]) -> bool:
        return len(nums) % 2 == 0
"""
# One process per case, as `oj test` runs `python3 main.py < case.in`: load the file, read one input
# as JSON on stdin, print the answer. The best case for that design (sys.executable, no shell).
ONE_SHOT = """\
import json, sys
namespace = {}
exec(compile(open(sys.argv[1]).read(), sys.argv[1], "exec"), namespace)
args = json.load(sys.stdin)
print(json.dumps(namespace["Solution"]().predictTheWinner(**args)))
"""


def in_process(solution: Path, inputs: list[dict]) -> tuple[float, list]:
    """Seconds to call the function on every input in this process, and the answers."""
    namespace: dict = {}
    exec(compile(solution.read_text(), str(solution), "exec"), namespace)  # noqa: S102 - the baseline
    solution_class = namespace["Solution"]
    start = time.perf_counter()
    answers = [solution_class().predictTheWinner(**args) for args in inputs]
    return time.perf_counter() - start, answers


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


STEADY_FROM = 100  # the marginal case is timed from this result on: start-up is then over


def judged(problem, solution: Path, tests: list[TestCase]) -> tuple[float, float, float, float]:
    """Wall seconds for the judge to run every test (start-up included; all must pass), the CPU
    seconds it took, the judge's and its child's together (which a busy machine hardly changes),
    the seconds the calls themselves took as the child measured them, and the wall seconds a case
    took from the STEADY_FROM-th result to the last (the marginal case, read off the clock rather
    than by subtracting two runs' start-ups, whose noise is as large as what is measured; 0 for a
    run too short to tell)."""
    cpu = time.process_time() + children_cpu()
    start = time.perf_counter()
    results = []
    steady = 0.0
    for result in judge_file(problem, solution, tests, settings=environment()):
        results.append(result)
        if len(results) == STEADY_FROM:
            steady = time.perf_counter()
    end = time.perf_counter()
    cpu = time.process_time() + children_cpu() - cpu
    bad = [r for r in results if r.verdict is not Verdict.AC]
    if bad:
        raise SystemExit(f"overhead bench: the trivial solution did not pass: {bad[0]}")
    per_case = (end - steady) / (len(results) - STEADY_FROM) if len(results) > 2 * STEADY_FROM else 0.0
    return end - start, cpu, sum(r.wall_ms for r in results) / 1000, per_case


def trivial_solutions(folder: Path, problem, wanted: list[str] | None) -> dict[str, Path]:
    """The trivial solution in each language whose toolchain is found."""
    found: dict[str, Path] = {}
    for name, (file_name, text) in TRIVIAL_BY_LANGUAGE.items():
        if wanted and name not in wanted:
            continue
        path = folder / name / file_name
        path.parent.mkdir()
        path.write_text(text)
        try:
            prepare(problem, path, environment(), by_name(name))  # built once, into the cache judge_file uses
        except ToolchainMissingError as exc:
            print(f"{name}: skipped ({exc})")
            continue
        found[name] = path
    return found


def marginal(rows: list, n: int) -> tuple[float, float, float]:
    """(wall, CPU, call) ms of the marginal case: the best steady wall time a case, the CPU time
    of the best full run less the best one-case run's, and the call's own time."""
    full = min(rows[0], key=lambda row: row[0])
    one = min(rows[1], key=lambda row: row[0])
    wall = min(row[3] for row in rows[0]) * 1000
    return wall, (full[1] - one[1]) / (n - 1) * 1000, full[2] / n * 1000


def one_round_trip_each(problem, solution: Path, inputs: list[dict]) -> float:
    """Wall seconds for Runner.run, one case per round trip (no cases queued), for comparison."""
    settings = environment()
    with open_runner(problem, prepare(problem, solution, settings), settings, Limits(1000, 256)) as runner:
        runner.start()
        start = time.perf_counter()
        for args in inputs:
            runner.run(args)
        return time.perf_counter() - start


def one_process_per_case(solution: Path, driver: Path, inputs: list[dict]) -> float:
    start = time.perf_counter()
    for args in inputs:
        subprocess.run(
            [sys.executable, "-I", str(driver), str(solution)],
            input=json.dumps(args).encode(),
            stdout=subprocess.DEVNULL,
            check=True,
        )
    return time.perf_counter() - start


def command_ms(argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU milliseconds of a command."""
    cpu = children_cpu()
    start = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True, env=env)
    return (time.perf_counter() - start) * 1000, (children_cpu() - cpu) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=1000, help="cases judged per round (default 1000)")
    parser.add_argument(
        "--process-cases",
        type=int,
        default=100,
        help="cases run one process each per round (default 100; the cost is linear)",
    )
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds; the best of each is shown")
    parser.add_argument(
        "--lang",
        type=language_names,
        action="extend",
        help="the languages whose marginal case is measured, comma-separated or repeated (default: every one found)",
    )
    options = parser.parse_args()

    problem = find_bank(ROOT / "problems").load(SLUG)
    rng = random.Random(7)
    inputs = [random_args(problem.signature.params, rng) for _ in range(options.cases)]
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    with tempfile.TemporaryDirectory(prefix="judge-bench-") as folder:
        solution = Path(folder) / "trivial.py"
        solution.write_text(TRIVIAL)
        env["JUDGE_HOME"] = str(Path(folder) / "home")  # `judge list` keeps parsed specs there
        driver = Path(folder) / "one_shot.py"
        driver.write_text(ONE_SHOT)
        _, answers = in_process(solution, inputs)
        tests = [
            TestCase(f"case-{i + 1}", args, answer, CaseKind.GENERATED)
            for i, (args, answer) in enumerate(zip(inputs, answers))
        ]
        by_language = trivial_solutions(Path(folder), problem, options.lang)
        lang_rows: dict[str, tuple[list, list]] = {name: ([], []) for name in by_language}
        for path in by_language.values():  # warm up: builds cached, page cache, a JIT
            judged(problem, path, tests[:200])
        load_before = os.getloadavg()[0]
        rows: dict[str, list] = {
            name: [] for name in ("inproc", "judge", "judge1", "trips", "process", "help", "list", "bare")
        }
        for _ in range(options.rounds):
            rows["inproc"].append(in_process(solution, inputs)[0])
            rows["judge"].append(judged(problem, solution, tests))
            rows["judge1"].append(judged(problem, solution, tests[:1]))
            rows["trips"].append(one_round_trip_each(problem, solution, inputs))
            for name, path in by_language.items():
                lang_rows[name][0].append(judged(problem, path, tests))
                lang_rows[name][1].append(judged(problem, path, tests[:1]))
            rows["process"].append(one_process_per_case(solution, driver, inputs[: options.process_cases]))
            for _ in range(3):  # short commands: more tries, as the best of them is shown
                rows["bare"].append(command_ms([sys.executable, "-c", "pass"], env))
                rows["help"].append(command_ms([sys.executable, "-m", "judge", "--help"], env))
                rows["list"].append(command_ms([sys.executable, "-m", "judge", "list"], env))
        load_after = os.getloadavg()[0]
    med = {name: min(values) for name, values in rows.items()}  # noise only ever adds time

    n = options.cases
    inproc_ms = med["inproc"] / n * 1000
    judge_wall, judge_cpu, _, _ = med["judge"]
    first_wall, first_cpu, _, _ = med["judge1"]
    judge_case_ms = min(row[3] for row in rows["judge"]) * 1000  # steady: start-up is over
    judge_case_cpu_ms = (judge_cpu - first_cpu) / (n - 1) * 1000
    judge_whole_ms = judge_wall / n * 1000  # start-up spread over the cases
    trips_ms = med["trips"] / n * 1000
    process_ms = med["process"] / options.process_cases * 1000
    overhead_ms = judge_case_ms - inproc_ms
    print(
        f"judge overhead benchmark: {n} cases of {SLUG}, a trivial solution, "
        f"best of {options.rounds} rounds, Python {sys.version.split()[0]}, {os.cpu_count()} CPUs, "
        f"load average {load_before:.1f} -> {load_after:.1f}"
    )
    print()
    print(f"{'how cases run':56} {'per case':>12}")
    print(f"{'the function called in-process':56} {inproc_ms:9.4f} ms")
    print(f"{'the judge, one child for all cases (marginal case)':56} {judge_case_ms:9.4f} ms")
    print(f"{'  the same, CPU time of the judge and its child':56} {judge_case_cpu_ms:9.4f} ms")
    print(f"{'the judge, whole run incl. start-up, / cases':56} {judge_whole_ms:9.4f} ms")
    print(f"{'one case per round trip (Runner.run, nothing queued)':56} {trips_ms:9.4f} ms")
    print(f"{'one process per case (oj / DMOJ style)':56} {process_ms:9.4f} ms")
    print()
    print(
        f"judge overhead per case (marginal - in-process): {overhead_ms:.3f} ms   target <= 0.05 ms "
        f"{'OK' if overhead_ms <= 0.05 else 'MISSED'} (issue 7's 0.2 ms: {'OK' if overhead_ms <= 0.2 else 'MISSED'})"
    )
    speedup = process_ms / judge_whole_ms
    print(
        f"one process per case / judge (whole run):        {speedup:.0f}x        target >= 50x     "
        f"{'OK' if speedup >= 50 else 'MISSED'}"
    )
    print(
        f"judge whole run for {n} cases: {judge_wall * 1000:.0f} ms "
        f"(start-up and first case: {first_wall * 1000:.0f} ms)"
    )
    if lang_rows:
        print()
        print(f"each language's marginal case, best of {options.rounds} rounds (target: overhead <= 0.05 ms)")
        for name, rows_of in lang_rows.items():
            wall, cpu, call = marginal(rows_of, n)
            print(
                f"  {name:<10} marginal {wall:6.3f} ms (CPU {cpu:6.3f} ms, call {call:6.4f} ms)   "
                f"overhead {wall - call:6.3f} ms   {'OK' if wall - call <= 0.05 else 'MISSED'}"
            )
    print()
    for label, key, target in (("`judge --help`", "help", 150), ("`judge list`  ", "list", 300)):
        wall, cpu = med[key]
        print(
            f"{label}: {wall:4.0f} ms wall, {cpu:4.0f} ms CPU   target < {target} ms   "
            f"{'OK' if wall < target else 'MISSED'}"
        )
    print(
        f"(`python -c pass` alone: {med['bare'][0]:.0f} ms wall, {med['bare'][1]:.0f} ms CPU: the "
        f"interpreter's own start-up, site-packages .pth files included)"
    )


if __name__ == "__main__":
    main()
