"""The test suite a newcomer runs: the README's test command, less its install, for this checkout and
optionally an older one, one after the other on the same machine.

Run from a checkout:
    python bench/suite_time.py [--old OLD_CHECKOUT] [--rounds 1]

Each checkout gets a venv of its own, made and installed first (`pip install '.[test]'`, untimed, as
the README's command does it; an existing `.venv-suite-bench` is reused). Then `python -m pytest`
runs in the checkout's folder, as the README's command runs it (its default tier, its workers), with
PYTHONDONTWRITEBYTECODE unset as in a new shell. The runs go new, old, old, new, ... so that a drift
of the machine's load falls on both. Prints each run's wall time, pytest's summary, the load average
before and after, and which optional toolchains were there (a newcomer's machine has none of them:
their tests are skipped). Goal (issue 30): at most 300 s.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
VENV = ".venv-suite-bench"  # git-ignored
OPTIONAL = ("go", "clang++-19", "chromium")  # installed by .ci/run, not on a new machine
SUMMARY = re.compile(r"=+ (.*) in ([\d.]+)s")


def installed(checkout: Path) -> Path:
    """The checkout's own venv with it installed (made on first use): its python."""
    python = checkout / VENV / "bin" / "python"
    if not python.exists():
        print(f"installing {checkout} into {checkout / VENV} ...", file=sys.stderr, flush=True)
        for step in (
            [sys.executable, "-m", "venv", str(checkout / VENV)],
            [str(python), "-m", "pip", "install", "-q", ".[test]"],
        ):
            done = subprocess.run(step, cwd=checkout, capture_output=True, text=True, check=False)
            if done.returncode != 0:
                shutil.rmtree(checkout / VENV, ignore_errors=True)  # not reused half made
                raise SystemExit(f"bench/suite_time.py: {' '.join(step)} failed:\n{done.stderr[-2000:]}")
    return python


def run_suite(checkout: Path, python: Path) -> tuple[float, str, float, float]:
    """One `python -m pytest` in `checkout`: wall seconds, pytest's summary, the load before and after."""
    env = {**os.environ, "PATH": f"{python.parent}{os.pathsep}{os.environ.get('PATH', '')}"}
    for name in ("PYTHONDONTWRITEBYTECODE", "JUDGE_HOME", "CI", "JUDGE_VERIFY_PROFILE", "HYPOTHESIS_PROFILE"):
        env.pop(name, None)
    load_before = os.getloadavg()[0]
    start = time.perf_counter()
    done = subprocess.run(
        [str(python), "-m", "pytest"],
        cwd=checkout,
        capture_output=True,
        text=True,
        check=False,
        env=env,
    )
    wall = time.perf_counter() - start
    found = SUMMARY.findall(done.stdout)
    summary = f"{found[-1][0]} in {found[-1][1]} s" if found else "(no summary)"
    if done.returncode != 0:
        tail = "\n".join(done.stdout.strip().splitlines()[-15:])
        summary += f"  FAILED (exit {done.returncode}):\n{tail}"
    return wall, summary, load_before, os.getloadavg()[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--old", type=Path, help="an older checkout, timed the same way")
    parser.add_argument("--rounds", type=int, default=1, help="runs of each (default 1)")
    options = parser.parse_args()
    checkouts = {"new": ROOT}
    if options.old is not None:
        checkouts["old"] = options.old.resolve()
    pythons = {name: installed(path) for name, path in checkouts.items()}
    present = [tool for tool in OPTIONAL if shutil.which(tool)]
    print(
        f"{os.cpu_count()} cores; optional toolchains present: {', '.join(present) or 'none'} "
        f"(of {', '.join(OPTIONAL)}); Python {sys.version.split()[0]}"
    )
    walls: dict[str, list[float]] = {name: [] for name in checkouts}
    for round_number in range(options.rounds):
        order = list(checkouts) if round_number % 2 == 0 else list(reversed(checkouts))
        for name in order:
            wall, summary, before, after = run_suite(checkouts[name], pythons[name])
            walls[name].append(wall)
            print(
                f"{name}: {wall:.1f} s wall, load {before:.1f} -> {after:.1f}; pytest: {summary}", flush=True
            )
    for name, runs in walls.items():
        print(f"{name} ({checkouts[name]}): best {min(runs):.1f} s of {len(runs)} (goal: at most 300 s)")


if __name__ == "__main__":
    main()
