"""The time calibration: each runtime's factor and its spread over repeated calibrations, and the
verdicts of every accepted_* and slow_* file of the bank on machines 4x slower and 4x faster.

Run from a checkout:  python bench/calibration.py [--rounds 5] [--lang python,java] [SLUG ...]

Part 1 measures each language's kernel `--rounds` times (each a calibration as `judge calibrate
--again` makes it: seven runs in one child, the fastest kept) and prints the factors, their median
and their spread (slowest / fastest factor).

Part 2 judges every accepted_* and slow_* file on its problem's three largest inputs (where the
slowest case is) with the limit raised 4x
(JUDGE_TIME_FACTOR = 4 x this machine's factor), so each file's slowest case is known up to 4x the
limit. A machine s times as fast as this one runs that case in t / s; its calibration measures the
kernel s times as fast too, so its limit is L x factor / s. Both are printed side by side for
s = 0.25 (a machine 4x slower), 1 and 4 (4x faster): with absolute limits (L, what the judge did
before) and with calibrated ones. The times are this run's measurements; the other machines are
simulated through the calibration, as any speed-dependent proof here must be.

It prints figures and asserts nothing.
"""

from __future__ import annotations

import argparse
import heapq
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # a fresh clone works without `pip install`

from judge.bank.locate import cache_dir, find_bank  # noqa: E402
from judge.bank.roles import Role, role_of  # noqa: E402
from judge.grading import calibration  # noqa: E402
from judge.grading.cases import stream_tests  # noqa: E402
from judge.grading.judging import judge_file  # noqa: E402
from judge.model.verdict import Verdict  # noqa: E402
from judge.sandbox.languages import ToolchainMissingError  # noqa: E402

SPEEDS = (0.25, 1.0, 4.0)  # this machine's speed times s: 0.25 is a machine 4x slower
ROOM = 4.0  # part 2 judges with the limit this many times the calibrated one
HEAVIEST = 3  # part 2 judges each file on its problem's largest inputs only


def load_average() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def factors(languages: list[str], rounds: int, home: Path) -> dict[str, list[float]]:
    found: dict[str, list[float]] = {}
    for language in languages:
        try:
            found[language] = [calibration.measure(language, home).factor for _ in range(rounds)]
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


def heaviest_tests(problem, count: int = HEAVIEST) -> list:
    """The problem's `count` largest inputs (by their JSON's length): where a file's slowest case is."""
    return heapq.nlargest(count, stream_tests(problem, cache_dir()), key=lambda t: len(json.dumps(t.args)))


def slowest_case(problem, path: Path, tests: list) -> tuple[float, bool]:
    """The file's slowest case in this machine's ms with ROOM times the limit, and whether it was over
    that room (then the time is a lower bound)."""
    slowest, over = 0.0, False
    for case in judge_file(problem, path, tests, run_all=False):
        if case.verdict is None:
            continue
        if case.verdict is Verdict.TLE:
            return max(slowest, case.time_ms), True
        slowest = max(slowest, case.time_ms)
    return slowest, over


def verdict(time_ms: float, limit_ms: float, lower_bound: bool) -> str:
    if time_ms > limit_ms:
        return "TLE"
    return "TLE?" if lower_bound else "AC"  # past the room, time unknown: shown as unknown


def part_two(slugs: list[str], factor: float) -> None:
    print(
        f"\n2. verdicts at simulated speeds (Python; this machine's factor {factor:.3f}; load {load_average()})"
    )
    os.environ["JUDGE_TIME_FACTOR"] = f"python={factor * ROOM:.4f}"
    bank = find_bank(cache=cache_dir())
    header = " ".join(f"{f'{s:g}x abs':>9} {f'{s:g}x cal':>9}" for s in SPEEDS)
    print(f"  {'file':<58} {'slowest':>9} {'limit':>7} {header}")
    wrong = {"absolute": 0, "calibrated": 0}
    files = 0
    for slug in slugs or bank.slugs():
        problem = bank.load(slug)
        tests = heaviest_tests(problem)
        for path in sorted(problem.solutions_dir.glob("*.py")):
            role = role_of(path.stem)
            if role not in (Role.ACCEPTED, Role.SLOW):
                continue
            files += 1
            due = "AC" if role is Role.ACCEPTED else "TLE"
            started = time.monotonic()
            time_ms, over = slowest_case(problem, path, tests)
            limit = problem.limits.time_ms
            cells = []
            for speed in SPEEDS:
                there = time_ms / speed
                absolute = verdict(there, limit, over)
                calibrated = verdict(there, limit * factor / speed, over)
                for scheme, got in (("absolute", absolute), ("calibrated", calibrated)):
                    wrong[scheme] += got.rstrip("?") != due
                cells.append(f"{absolute:>9} {calibrated:>9}")
            shown = f"{'>' if over else ''}{time_ms:.0f}"
            name = f"{slug}/{path.name} ({due})"
            print(
                f"  {name:<58} {shown:>9} {limit:>7} {' '.join(cells)}  [{time.monotonic() - started:.0f} s]"
            )
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
