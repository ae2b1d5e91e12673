"""Cases per second of `judge stress` on small inputs (n <= 8) of predict-the-winner, correct
solution, with one job and with two, measured in the same run.

Run from a checkout (installed or not):  python bench/stress_speed.py [--count 4000] [--rounds 3]

It prints figures and ratios; it asserts nothing. The machine may be shared and noisy, so each
figure is the median of interleaved rounds, and the CPU time per case (this process plus its
children) is printed too: it does not depend on what else the machine runs, and it bounds the rate
two cores allow. Targets (issue 4): >= 1,000 cases/s with one job on a 2-core machine; close to 2x
that with --jobs 2. Issue 16: >= 5,000 cases/s with one job, and with two the rate the cores allow
(each job is a process of its own: its children, and its Python, run beside the other's).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # a fresh clone works without `pip install`

from judge.bank.locate import find_bank  # noqa: E402
from judge.model.settings import environment  # noqa: E402
from judge.sandbox import workers  # noqa: E402
from judge.stress import search as stress  # noqa: E402

SLUG = "predict-the-winner"
MAX_SIZE = 8


def cpu_seconds() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)  # the runners' children, once reaped
    # a job's worker (--jobs 2) is the fork server's child, with its own children: counted there
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime + workers.cpu_seconds()


def one_run(problem, solution: Path, count: int, jobs: int, seed: int) -> tuple[float, float]:
    """(cases per second, CPU microseconds a case) of one stress run, children start-up included."""
    cpu = cpu_seconds()
    start = time.perf_counter()
    settings = environment()
    result = stress.stress(
        problem, solution, settings=settings, count=count, seed=seed, max_size=MAX_SIZE, jobs=jobs
    )
    wall = time.perf_counter() - start
    if not result.ok or result.cases_run != count:
        raise SystemExit(f"unexpected result for a correct solution: {result}")
    return count / wall, (cpu_seconds() - cpu) / count * 1e6


GOAL_ONE_JOB = 5000  # cases a second with one job on small inputs (issue 16)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=4000, help="cases per run (default 4000)")
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds (default 3)")
    options = parser.parse_args()

    problem = find_bank(ROOT / "problems").load(SLUG)
    solution = problem.reference  # a correct solution, judged against the reference
    rates: dict[int, list[float]] = {1: [], 2: []}
    cpus: dict[int, list[float]] = {1: [], 2: []}
    one_run(problem, solution, 200, 1, 0)  # warm-up: imports, page cache
    for round_number in range(options.rounds):
        for jobs in (1, 2) if round_number % 2 == 0 else (2, 1):
            rate, cpu = one_run(problem, solution, options.count, jobs, seed=round_number)
            rates[jobs].append(rate)
            cpus[jobs].append(cpu)

    cores = len(os.sched_getaffinity(0))
    load = os.getloadavg()[0]
    print(
        f"judge stress {SLUG}, n <= {MAX_SIZE}, reference as the candidate, "
        f"{options.count} cases a run, "
        f"median of {options.rounds} interleaved rounds; {cores} cores, load average {load:.1f}"
    )
    for jobs in (1, 2):
        print(
            f"  --jobs {jobs}: {statistics.median(rates[jobs]):7,.0f} cases/s   "
            f"(rounds: {', '.join(f'{r:,.0f}' for r in rates[jobs])}; "
            f"CPU {statistics.median(cpus[jobs]):.0f} us a case, children included)"
        )
    ratio = statistics.median(rates[2]) / statistics.median(rates[1])
    one = statistics.median(rates[1])
    verdict = "met" if one >= GOAL_ONE_JOB else "not met"
    print(f"  jobs 2 / jobs 1: {ratio:.2f}x   (issue 16: one job >= {GOAL_ONE_JOB:,} cases/s: {verdict};")
    print("  two jobs as fast as the cores allow: see the ceilings)")
    for jobs in (1, 2):  # a case's CPU time, the judge's and all its children's, bounds the rate
        ceiling = cores * 1e6 / statistics.median(cpus[jobs])
        print(
            f"  --jobs {jobs}: CPU ceiling on {cores} idle cores at its CPU cost: {ceiling:,.0f} cases/s "
            f"(reached {statistics.median(rates[jobs]) / ceiling:.0%}; the machine's other load takes its share)"
        )


if __name__ == "__main__":
    main()
