"""The time calibration: each runtime's factor and its spread over repeated calibrations, and the
verdicts of every accepted_* and slow_* file of the bank on machines 4x slower and 4x faster.

Run from a checkout:  python bench/calibration.py [--rounds 5] [--lang python,java] [SLUG ...]

Part 1 measures each language's kernel `--rounds` times (each a calibration as `judge calibrate
--again` makes it: seven runs in one child, the fastest kept) and prints the factors, their median
and their spread (slowest / fastest factor).

Part 2 runs `judge verify` (quick profile) for each accepted_* file's slowest test and time, and the
test that proves each slow_* TLE, then judges each slow_* on that test with the limit raised 4x
(JUDGE_TIME_FACTOR = 4 x this machine's factor), so its time is known up to 4x the limit. Times are in
reference-machine ms: a machine s times as fast as the reference runs a case in t / s, and its
calibration measures the kernel s times as fast too, so its limit is L / s. Both are printed side by side for
s = 0.25 (a machine 4x slower), 1 and 4 (4x faster): with absolute limits (L, what the judge did
before) and with calibrated ones. The times are this run's measurements; the other machines are
simulated through the calibration, as any speed-dependent proof here must be.

It prints figures and asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # a fresh clone works without `pip install`

from judge.bank.locate import find_bank  # noqa: E402
from judge.bank.roles import Role, role_of  # noqa: E402
from judge.grading.cases import stream_tests  # noqa: E402
from judge.grading.judging import judge_file  # noqa: E402
from judge.grading.session import measure_kernel  # noqa: E402
from judge.model.settings import environment  # noqa: E402
from judge.model.verdict import Verdict  # noqa: E402
from judge.sandbox.languages import ToolchainMissingError  # noqa: E402

SPEEDS = (0.25, 1.0, 4.0)  # this machine's speed times s: 0.25 is a machine 4x slower
ROOM = 4.0  # part 2 judges with the limit this many times the calibrated one


def load_average() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def factors(languages: list[str], rounds: int, home: Path) -> dict[str, list[float]]:
    found: dict[str, list[float]] = {}
    for language in languages:
        try:
            found[language] = [measure_kernel(language, home / "builds").factor for _ in range(rounds)]
        except ToolchainMissingError as exc:
            print(f"  {language:<10} not measured: {exc.message}")
    return found


def part_one(languages: list[str], rounds: int, home: Path) -> dict[str, float]:
    print(f"1. calibration factors ({rounds} calibrations each; load {load_average()})")
    medians = {}
    for language, values in factors(languages, rounds, home).items():
        median = statistics.median(values)
        medians[language] = median
        shown = ", ".join(f"{v:.3f}" for v in values)
        print(f"  {language:<10} median {median:.3f}  spread {max(values) / min(values):.2f}x  ({shown})")
    return medians


def verify_margins(slugs: list[str]) -> dict[str, list[dict[str, Any]]]:
    """`judge verify --json` (quick profile, two jobs): per problem, the margin of every accepted_* (its
    slowest test and time in reference-machine ms) and slow_* (the test that proves it TLE)."""
    command = [sys.executable, "-m", "judge", "verify", "--json", "-j", "2", "--profile", "quick", *slugs]
    done = subprocess.run(command, capture_output=True, text=True, check=False, cwd=ROOT)
    report = json.loads(done.stdout)
    found: dict[str, list[dict[str, Any]]] = {}
    for problem in report["problems"]:
        for check in problem["checks"]:
            margin = check.get("margin")
            if margin and role_of(Path(margin["file"]).stem) in (Role.ACCEPTED, Role.SLOW):
                found.setdefault(problem["slug"], []).append(margin)
    return found


def slow_time(problem: Any, path: Path, test_name: str, factor: float) -> tuple[float, bool, str]:
    """The slow_* file's time on `test_name`, in reference-machine ms, judged with ROOM times the limit
    (JUDGE_TIME_FACTOR); True when it was over even that (the time is then a lower bound); and its
    verdict when that is neither AC nor TLE (given that much time, a search may run out of memory:
    rejected at any speed)."""
    settings = environment()  # this process's, as the judge reads them (JUDGE_TIME_FACTOR too)
    test = next(
        t for t in stream_tests(problem, settings.cache_dir, settings=settings) if t.name == test_name
    )
    case = next(iter(judge_file(problem, path, [test], settings=settings)))
    verdict = case.verdict.value if case.verdict not in (Verdict.AC, Verdict.TLE, None) else ""
    return case.time_ms / factor, case.verdict is Verdict.TLE, verdict


def verdict(time_ms: float, limit_ms: float, lower_bound: bool) -> str:
    if time_ms > limit_ms:
        return "TLE"
    return "TLE?" if lower_bound else "AC"  # past the room, time unknown: shown as unknown


def part_two(slugs: list[str], factor: float) -> None:
    """Times in reference-machine ms (this machine's ms / its factor): on a machine s times as fast as
    the reference, a file takes t / s and its calibrated limit is L / s, its absolute one L."""
    print(f"\n2. verdicts at simulated speeds (load {load_average()})")
    started = time.monotonic()
    margins = verify_margins(slugs)
    print(
        f"  judge verify -j 2 gave the margins in {time.monotonic() - started:.0f} s; load {load_average()}"
    )
    os.environ["JUDGE_TIME_FACTOR"] = f"python={factor * ROOM:.4f}"
    bank = find_bank(cache=environment().cache_dir)
    header = " ".join(f"{f'{s:g}x abs':>9} {f'{s:g}x cal':>9}" for s in SPEEDS)
    print(f"  {'file':<66} {'ref ms':>8} {'limit':>7} {header}")
    wrong = {"absolute": 0, "calibrated": 0}
    files = 0
    for slug, found in sorted(margins.items()):
        problem = bank.load(slug)
        for margin in found:
            files += 1
            path = problem.solutions_dir / margin["file"]
            due = "AC" if role_of(path.stem) is Role.ACCEPTED else "TLE"
            time_ms, over, other = margin["ms"], False, ""
            if due == "TLE":
                time_ms, over, other = slow_time(problem, path, margin["test"], factor)
            limit = problem.limits.time_ms
            cells = []
            for speed in SPEEDS:
                there = time_ms / speed
                # absolute: the limit stays L wherever it runs; calibrated: it is L on the reference
                # machine and L / speed on one `speed` times as fast (its factor is 1 / speed)
                absolute = other or verdict(there, limit, over)
                calibrated = other or verdict(there, limit / speed, over)
                for scheme, got in (("absolute", absolute), ("calibrated", calibrated)):
                    wrong[scheme] += got.rstrip("?") not in (due, other)
                cells.append(f"{absolute:>9} {calibrated:>9}")
            shown = f"{'>' if over else ''}{time_ms:.0f}"
            name = f"{slug}/{path.name} ({due}, {margin['test']})"
            print(f"  {name:<66} {shown:>8} {limit:>7} {' '.join(cells)}")
    print(
        f"  {files} files x {len(SPEEDS)} speeds: verdicts other than the name says: absolute limits "
        f"{wrong['absolute']}, calibrated limits {wrong['calibrated']}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("slugs", nargs="*", help="problems for part 2 (default: all)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--lang", default="python,java,cpp,javascript,go")
    parser.add_argument("--no-verdicts", action="store_true", help="part 1 only")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        home = Path(folder)
        medians = part_one(args.lang.split(","), args.rounds, home)
    if not args.no_verdicts and "python" in medians:
        part_two(args.slugs, medians["python"])


if __name__ == "__main__":
    main()
