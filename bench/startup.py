"""Start-up of the command line, timed from outside as whole processes, next to `python -c pass`.

Run from a checkout with judge installed (`pip install -e .`):  python bench/startup.py [--runs 10]

Each command runs `--runs` times, rounds interleaved (one run of every command per round), so that a
shared machine's load falls on all of them alike. For each it prints the median wall time and the
median CPU time (user + system of the child, from getrusage(RUSAGE_CHILDREN)), and the modules of
note that a run imported. Warm caches: one untimed run of each first (byte code written even if
PYTHONDONTWRITEBYTECODE is set here, as a user's install has it). JUDGE_HOME is a temporary
folder, so the user's record is left alone. Then, from the same rounds, where a submit's start-up
goes: the imports no submit avoids, the Python child's own start, and the time spent making
dataclasses (timed inside the process). Targets (issue 16): warm `judge submit` of the shipped
example <= 120 ms wall and <= 100 ms CPU; `judge --help` <= 60 ms; `judge list` <= 100 ms, with a
record too (its status column); `submit
--json` imports no rich; nothing imports hypothesis, yaml or sqlite3 that does not need it.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = str(ROOT / "examples" / "predict_the_winner.py")
NOTED = ("rich", "yaml", "sqlite3", "hypothesis", "click")
# Prints the noted top-level modules loaded when the command ends (on stderr, after the command).
PROBE = (
    "import atexit, sys\n"
    "atexit.register(lambda: print('MODULES', ' '.join(m for m in {noted!r} if m in sys.modules),"
    " file=sys.stderr))\n"
    "sys.argv = ['judge', *sys.argv[1:]]\n"
    "from judge.cli import main\n"
    "main()\n"
)


# Times every dataclass made while the command runs (on Python 3.11 each costs 0.3-1.5 ms: its
# methods are generated as source and compiled), printed on stderr when it ends.
DATACLASS_PROBE = (
    "import atexit, dataclasses, sys, time\n"
    "made, spent = [0], [0.0]\n"
    "real = dataclasses._process_class\n"
    "def timed(*args, **kwargs):\n"
    "    start = time.perf_counter()\n"
    "    try:\n"
    "        return real(*args, **kwargs)\n"
    "    finally:\n"
    "        made[0] += 1\n"
    "        spent[0] += time.perf_counter() - start\n"
    "dataclasses._process_class = timed\n"
    "atexit.register(lambda: print('DATACLASSES', made[0], spent[0] * 1000, file=sys.stderr))\n"
    "sys.argv = ['judge', *sys.argv[1:]]\n"
    "from judge.entry import main\n"
    "main()\n"
)


def parts() -> dict[str, list[str]]:
    """What no submit avoids, each as a whole process of its own (less `python -c pass` when shown)."""
    from judge.sandbox.child import PRELUDE_PLAIN  # LeetCode's prelude, as the Python child imports it

    prelude = "import " + ", ".join(PRELUDE_PLAIN)
    return {
        "import click (every command)": [sys.executable, "-c", "import click"],
        "import rich.console (a terminal's report)": [sys.executable, "-c", "import rich.console"],
        "import judge.cli (all of the above it needs)": [sys.executable, "-c", "import judge.cli"],
        "the Python child: python -I and the prelude": [sys.executable, "-I", "-c", prelude],
    }


def dataclass_cost(env: dict, runs: int) -> tuple[int, float]:
    """(dataclasses made, median ms making them) in `submit --json --no-record` of the example."""
    argv = ["submit", "predict-the-winner", EXAMPLE, "--json", "--no-record"]
    found = []
    for _ in range(runs):
        done = subprocess.run(
            [sys.executable, "-c", DATACLASS_PROBE, *argv],
            env=env,
            capture_output=True,
            text=True,
            check=False,
            cwd=tempfile.gettempdir(),
        )
        line = next((x for x in done.stderr.splitlines() if x.startswith("DATACLASSES")), "DATACLASSES 0 0")
        found.append((int(line.split()[1]), float(line.split()[2])))
    return found[0][0], statistics.median(ms for _, ms in found)


def judge_command() -> list[str]:
    script = Path(sys.executable).parent / "judge"
    found = str(script) if script.is_file() else shutil.which("judge")
    if found is None:
        sys.exit("bench/startup.py: no `judge` command; pip install -e . first")
    return [found]


def commands() -> dict[str, list[str]]:
    judge = judge_command()
    return {
        "python -c pass": [sys.executable, "-c", "pass"],
        "judge --help": [*judge, "--help"],
        "judge submit (recorded)": [*judge, "submit", "predict-the-winner", EXAMPLE],
        "judge submit --json --no-record": [
            *judge,
            "submit",
            "predict-the-winner",
            EXAMPLE,
            "--json",
            "--no-record",
        ],
    }


RECORDED = 1000  # submissions in the record `judge list` reads its status column from


def make_record(home: Path, count: int) -> None:
    """A progress database with `count` submissions spread over the bank's problems, as a user's
    record after months of practice."""
    from datetime import datetime, timezone

    from judge.store.progress import Submission, open_store

    slugs = sorted(path.stem for path in (ROOT / "problems").glob("*.yaml"))
    with open_store(home) as store:
        for number in range(count):
            verdict = "AC" if number % 3 == 0 else "WA"
            store.record_submission(
                Submission(
                    slugs[number % len(slugs)],
                    EXAMPLE,
                    "0" * 64,
                    verdict,
                    1,
                    2,
                    1.0,
                    2.0,
                    "bench",
                    datetime.now(timezone.utc),
                    language="python",
                )
            )


# The status column from inside a fresh process, judge.cli already loaded: importing sqlite3 and the
# grouped query, timed alone (a whole process's noise on a loaded machine is larger than it).
STATUS_PROBE = (
    "import sys, time\n"
    "from pathlib import Path\n"
    "import judge.cli\n"
    "start = time.perf_counter()\n"
    "from judge.store.status import read_statuses\n"
    "read_statuses(Path(sys.argv[1]))\n"
    "print((time.perf_counter() - start) * 1000)\n"
)


def status_cost(home: str, runs: int) -> float:
    """Median ms that importing sqlite3 and reading the status of `home`'s record adds to a list."""
    found = []
    for _ in range(runs):
        done = subprocess.run(
            [sys.executable, "-c", STATUS_PROBE, home], capture_output=True, text=True, check=True
        )
        found.append(float(done.stdout))
    return statistics.median(found)


def listing(env: dict) -> dict[str, tuple[list[str], dict]]:
    """`judge list` without a record (no sqlite3) and with one (sqlite3 and a grouped query for the
    status column), each in a home of its own: the recorded submits fill the shared one."""
    empty = {**env, "JUDGE_HOME": tempfile.mkdtemp(prefix="judge-startup-")}
    recorded = {**env, "JUDGE_HOME": tempfile.mkdtemp(prefix="judge-startup-")}
    make_record(Path(recorded["JUDGE_HOME"]), RECORDED)
    judge = judge_command()
    return {
        "judge list (no record)": ([*judge, "list"], empty),
        f"judge list (a record of {RECORDED:,} submissions)": ([*judge, "list"], recorded),
        "judge list --json (no record)": ([*judge, "list", "--json"], empty),
        f"judge list --json (a record of {RECORDED:,})": ([*judge, "list", "--json"], recorded),
    }


def timed(argv: list[str], env: dict) -> tuple[float, float]:
    """(wall ms, CPU ms) of one whole run of argv."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall * 1000, cpu * 1000


def imported(argv: list[str], env: dict) -> str:
    if argv[0] == sys.executable:
        return "-"
    probe = [sys.executable, "-c", PROBE.format(noted=NOTED), *argv[1:]]
    # run elsewhere than the checkout: `-c` puts the working folder first on sys.path
    done = subprocess.run(
        probe, env=env, capture_output=True, text=True, check=False, cwd=tempfile.gettempdir()
    )
    lines = [line for line in done.stderr.splitlines() if line.startswith("MODULES")]
    return " ".join(lines[-1].split()[1:]) or "(none)" if lines else "?"


def _with_env(argv: list[str] | tuple[list[str], dict], env: dict) -> tuple[list[str], dict]:
    return argv if isinstance(argv, tuple) else (argv, env)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument(
        "--compare",
        metavar="DIR",
        type=Path,
        help="Also time the same commands with the judge package of another checkout "
        "(e.g. `git archive main | tar -x -C /tmp/base`), interleaved.",
    )
    options = parser.parse_args()
    home = tempfile.mkdtemp(prefix="judge-startup-")
    env = {**os.environ, "JUDGE_HOME": home}
    env.pop("JUDGE_PROBLEMS", None)
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # a user's install keeps byte code; warm means compiled
    lists = listing(env)
    chosen: dict[str, list[str] | tuple[list[str], dict]] = {**commands(), **lists, **parts()}
    if options.compare is not None:
        other = {
            **env,
            "PYTHONPATH": str(options.compare.resolve()),
            "JUDGE_HOME": tempfile.mkdtemp(prefix="judge-startup-"),
        }  # its own spec cache
        for name, argv in commands().items():
            if not name.startswith("python"):
                chosen[f"{name} [compare]"] = (argv, other)
    try:
        for argv in chosen.values():  # warm: the spec cache, byte code, the page cache
            timed(*_with_env(argv, env))
        walls: dict[str, list[float]] = {name: [] for name in chosen}
        cpus: dict[str, list[float]] = {name: [] for name in chosen}
        for _ in range(options.runs):
            for name, argv in chosen.items():
                wall, cpu = timed(*_with_env(argv, env))
                walls[name].append(wall)
                cpus[name].append(cpu)
        modules = {name: imported(*_with_env(argv, env)) for name, argv in chosen.items()}
        made, making = dataclass_cost(env, options.runs)
        recorded = next(listed for name, (_, listed) in lists.items() if "(a record" in name)
        status_ms = status_cost(recorded["JUDGE_HOME"], options.runs)
    finally:
        shutil.rmtree(home, ignore_errors=True)
        for _, listed in lists.values():
            shutil.rmtree(listed["JUDGE_HOME"], ignore_errors=True)
        if options.compare is not None:
            shutil.rmtree(other["JUDGE_HOME"], ignore_errors=True)
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    print(
        f"start-up, median of {options.runs} interleaved runs; load average {load}; "
        f"{os.cpu_count()} cores; Python {sys.version.split()[0]}"
    )
    base_wall = statistics.median(walls["python -c pass"])
    base_cpu = statistics.median(cpus["python -c pass"])
    print(f"{'command':<44}{'wall ms':>9}{'CPU ms':>9}{'wall - pass':>13}{'CPU - pass':>12}  imports")
    for name in chosen:
        if name in parts():
            continue
        wall, cpu = statistics.median(walls[name]), statistics.median(cpus[name])
        print(
            f"{name:<44}{wall:>9.1f}{cpu:>9.1f}{wall - base_wall:>13.1f}{cpu - base_cpu:>12.1f}"
            f"  {modules[name]}"
        )
    print("where a submit's start-up goes (each a process of its own; CPU less `python -c pass`):")
    for name in parts():
        print(f"  {name:<50}{statistics.median(cpus[name]) - base_cpu:>8.1f} ms")
    print("what the status column costs `judge list` (wall and CPU, with a record less without):")
    for what in ("judge list", "judge list --json"):
        bare = next(name for name in lists if name.startswith(what + " (no"))
        full = next(name for name in lists if name.startswith(what + " (a"))
        extra_wall = statistics.median(walls[full]) - statistics.median(walls[bare])
        extra_cpu = statistics.median(cpus[full]) - statistics.median(cpus[bare])
        print(f"  {what:<50}{extra_wall:>8.1f} ms wall {extra_cpu:>8.1f} ms CPU")
    print(f"  {'inside the process: import sqlite3, the query':<50}{status_ms:>8.1f} ms")
    print(f"  {f'making the {made} dataclasses of submit --json':<50}{making:>8.1f} ms (Python 3.11)")
    print(
        "targets: submit <= 120 ms wall and <= 100 ms CPU; --help <= 60 ms; list <= 100 ms; "
        "submit --json: no rich; --no-record: no sqlite3; none: yaml, hypothesis"
    )


if __name__ == "__main__":
    main()
