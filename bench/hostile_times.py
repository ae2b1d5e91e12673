"""How long each hostile solution in tests/hostile waits for its verdict, against the target of its
time limit plus two seconds (issue 6), through the real CLI: `judge submit SLUG FILE --json`.

Run from a checkout:  python bench/hostile_times.py [--rounds 3] [NAME_FRAGMENT ...]

It prints figures and ratios; it asserts nothing. Each figure is the best of the rounds (the machine
may be shared and noisy), measured from starting the command to its exit, start-up included.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HOSTILE = ROOT / "tests" / "hostile"
BANK = HOSTILE / "bank" / "problems"
TARGET_EXTRA_S = 2.0


def limit_ms(slug: str) -> int:
    match = re.search(r"time_ms:\s*(\d+)", (BANK / f"{slug}.yaml").read_text())
    assert match, slug
    return int(match.group(1))


def one_run(slug: str, path: Path, home: str) -> tuple[float, str]:
    command = [
        sys.executable,
        "-m",
        "judge",
        "--problems",
        str(BANK),
        "submit",
        slug,
        str(path),
        "--json",
        "--no-record",
    ]
    started = time.perf_counter()
    done = subprocess.run(
        command,
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
        env={**os.environ, "JUDGE_HOME": home},
    )
    elapsed = time.perf_counter() - started
    try:
        verdict = json.loads(done.stdout)["verdict"]
    except (ValueError, KeyError):
        verdict = f"exit {done.returncode}"
    return elapsed, verdict


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("names", nargs="*", help="only fixtures whose name contains one of these")
    options = parser.parse_args()
    fixtures = [
        p
        for p in sorted(HOSTILE.glob("*.py"))
        if not options.names or any(n in p.stem for n in options.names)
    ]
    worst = 0.0
    print(f"{'fixture':36} {'verdict':7} {'best s':>7} {'target s':>8} {'of target':>9}")
    with tempfile.TemporaryDirectory() as home:
        for path in fixtures:
            slug = "tiny-sum-loud" if "# problem: tiny-sum-loud" in path.read_text() else "tiny-sum"
            runs = [one_run(slug, path, home) for _ in range(options.rounds)]
            best = min(seconds for seconds, _ in runs)
            target = limit_ms(slug) / 1000 + TARGET_EXTRA_S
            worst = max(worst, best / target)
            print(f"{path.stem:36} {runs[0][1]:7} {best:7.2f} {target:8.2f} {best / target:9.0%}")
    print(f"slowest verdict: {worst:.0%} of its target (time limit + {TARGET_EXTRA_S:g} s)")


if __name__ == "__main__":
    main()
