"""`judge verify -j 2` (quick) on simulated CPUs whose calibration kernel runs apart from the bank's
solutions: the failure a one-number kernel gave on a new machine (issue 39), and both margins of every
problem on each.

Run from a checkout:  python bench/verify_skew.py [--skews 1,1.25,0.667] [SLUG ...]

A skew s is JUDGE_KERNEL_SKEW=s: the kernel runs s times as fast as everything else, so the kernel's
factor reads s times too fast (1.25: a CPU that runs the kernel 1.25x faster than the solutions,
as the machine of the issue did; 0.667: one that runs it 1.5x slower). Each skew is verified in a
JUDGE_HOME of its own (no kept proof of another skew is taken), one after the other: a problem
whose spec records its kernel_ratio gets its own correction, measured on this CPU against the
skewed kernel. Per problem and skew it prints the
correction, the slowest accepted margin and the fastest slow_* margin; then, per skew, how many
problems pass. It prints figures and asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def load_average() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def verify(skew: str, slugs: list[str], home: Path) -> tuple[dict[str, Any], float]:
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith("JUDGE_")},
        "JUDGE_HOME": str(home),
        "JUDGE_KERNEL_SKEW": skew,
        "JUDGE_VERIFY_PROFILE": "quick",
    }
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "judge", "verify", "-j", "2", "--json", *slugs],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    seconds = time.perf_counter() - started
    try:
        return json.loads(done.stdout), seconds
    except ValueError:
        sys.exit(f"verify at skew {skew} printed no JSON: {done.stderr[-2000:]}")


def margin(found: dict[str, Any] | None) -> str:
    if not found:
        return "-"
    shown = "inf" if found["margin"] is None else f"{found['margin']:.2f}x"
    return ("≥" if found["at_least"] else "") + shown


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("slugs", nargs="*")
    parser.add_argument("--skews", default="1,1.25,0.667")
    args = parser.parse_args()
    results: dict[str, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory() as root:
        for skew in args.skews.split(","):
            print(f"skew {skew}: verifying (load {load_average()})", flush=True)
            found, seconds = verify(skew, args.slugs, Path(root) / f"home-{skew}")
            results[skew] = found
            passed = sum(p["ok"] for p in found["problems"])
            print(
                f"skew {skew}: {passed}/{len(found['problems'])} problems pass, {found['errors']} errors, "
                f"{seconds:.0f} s (load {load_average()})",
                flush=True,
            )
    skews = list(results)
    print(f"\n{'problem':<44}" + "".join(f" | skew {s}: corr. accepted slow" for s in skews))
    slugs = [p["slug"] for p in results[skews[0]]["problems"]]
    for slug in slugs:
        cells = []
        for skew in skews:
            problem = next(p for p in results[skew]["problems"] if p["slug"] == slug)
            limits = next((c for c in problem["checks"] if c["check"] == "limits"), None)
            ratio = (limits or {}).get("kernel_ratio") or {}
            correction = f"{ratio['here'] / ratio['spec']:.2f}" if ratio.get("spec") else "-"
            rows = problem["margins"] or {}
            mark = "" if problem["ok"] else " FAIL"
            cells.append(
                f" | {correction:>5} {margin(rows.get('slowest_accepted')):>8} "
                f"{margin(rows.get('fastest_slow')):>6}{mark}"
            )
        print(f"{slug:<44}" + "".join(cells))


if __name__ == "__main__":
    main()
