"""`judge verify -j 2 --profile quick` of this checkout beside an older judge, on the same problems,
one after the other on the same machine.

Run from a checkout with judge installed:
    python bench/verify_speed.py --old OLD_JUDGE [--rounds 1] [SLUG ...]

OLD_JUDGE is another judge's executable (say a venv made from an older commit: `git worktree add`,
`python -m venv`, `pip install -e`); each judge verifies its own shipped bank, so the SLUGs must be
in both (default: every problem both have). Each judge gets a JUDGE_HOME of its own, fresh: its first
run is cold (the machine calibrated, the generated tests' expected values computed, every build made,
no hint of which test proves a slow_* TLE), the runs after it warm, as a developer who verifies again
sees it. The runs go old, new, new, old, ... (so a drift of the machine's load falls on both), and
every run must pass. Prints each run's wall time and the load average, then new over old, cold and
warm. Goal (issue 30): new/old <= 0.5.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

NEW = Path(sys.executable).with_name("judge")


def slugs_of(judge: str, home: Path) -> list[str]:
    listed = subprocess.run(
        [judge, "list", "--json"],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "JUDGE_HOME": str(home)},
    )
    return [row["slug"] for row in json.loads(listed.stdout)]


def verify(judge: str, home: Path, slugs: list[str]) -> tuple[float, str]:
    """One `judge verify -j 2 --profile quick` run: its wall time and its last line."""
    env = {**os.environ, "JUDGE_HOME": str(home)}
    env.pop("CI", None)
    start = time.perf_counter()
    done = subprocess.run(
        [judge, "verify", "-j", "2", "--profile", "quick", *slugs],
        capture_output=True,
        text=True,
        check=False,
        env=env,
    )
    wall = time.perf_counter() - start
    last = (done.stdout.strip().splitlines() or ["(no output)"])[-1]
    if done.returncode != 0:
        raise SystemExit(f"bench/verify_speed.py: {judge} verify failed (exit {done.returncode}): {last}")
    return wall, last


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("slugs", nargs="*", help="problems both judges ship (default: all they share)")
    parser.add_argument("--old", required=True, help="the older judge's executable")
    parser.add_argument("--rounds", type=int, default=1, help="warm runs of each judge (default 1)")
    options = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="judge-verify-speed-"))
    homes = {"old": work / "old", "new": work / "new"}
    judges = {"old": options.old, "new": str(NEW)}
    try:
        slugs = options.slugs or sorted(
            set(slugs_of(judges["old"], homes["old"])) & set(slugs_of(judges["new"], homes["new"]))
        )
        print(f"{len(slugs)} problems: {' '.join(slugs)}", flush=True)
        order = ["old", "new"]
        walls: dict[tuple[str, str], list[float]] = {}
        loads = [os.getloadavg()[0]]
        for turn in range(options.rounds + 1):
            for name in order if turn % 2 == 0 else list(reversed(order)):
                state = "cold" if turn == 0 else "warm"
                wall, last = verify(judges[name], homes[name], slugs)
                walls.setdefault((name, state), []).append(wall)
                loads.append(os.getloadavg()[0])
                print(f"  {name} {state}: {wall:7.1f} s  load {loads[-1]:.2f}  {last}", flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(
        f"\njudge verify -j 2 --profile quick, {len(slugs)} problems; {os.cpu_count()} cores; load "
        f"average {min(loads):.1f}-{max(loads):.1f} during the run; medians of each judge's runs"
    )
    for state in ("cold", "warm"):
        old = statistics.median(walls[("old", state)])
        new = statistics.median(walls[("new", state)])
        print(f"  {state}: old {old:7.1f} s, new {new:7.1f} s, new/old {new / old:.2f}")
    print("goal (issue 30): new/old <= 0.50")


if __name__ == "__main__":
    main()
