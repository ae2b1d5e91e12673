"""How much of the CPU ledger's slack an honest solution's runtime uses, per language, from one run.

Run from a checkout:  python bench/runtime_slack.py [--cases 300] [--lang java ...]

Each language judges an accepted stone-game-vii solution (an O(n^2) table: it allocates, so the
collectors work) on the same random inputs, n up to 1,000, in one fresh child through the real
runner, cases pipelined as `judge submit` sends them. A fresh child is the worst case: the JVM and
V8 compile the driver and the solution while it runs. At the end it prints, in this machine's ms:
what the kernel counted for the child, what the replies reported, the difference (what the harness
and the runtime did outside the timed calls), the slack the ledger allows for that batch (the
language's allowance scaled by this machine's factor, cputime.Slack), the share of it used, and
what was charged to cases past it (0 for an honest solution; threads.py). The load average is
printed with it: under load the harness waits for a core between cases, but waiting is not CPU.
It prints figures; it asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # a fresh clone works without `pip install`

from judge.bank.locate import find_bank
from judge.grading.session import Session, machine_limits
from judge.model.outcome import OutcomeKind
from judge.model.settings import environment
from judge.sandbox.languages import ToolchainMissingError, by_name

LANG = ROOT / "tests" / "lang"
SOLUTIONS = {
    "python": ROOT / "solutions" / "stone-game-vii" / "accepted_2d_table.py",
    "cpp": LANG / "cpp" / "ac_lc_stone_game_vii.cpp",
    "go": LANG / "go" / "ac_lc_stone_game_vii.go",
    "java": LANG / "java" / "lc_stone_game_vii.java",
    "javascript": LANG / "js" / "lc_stone_game_vii.js",
    "rust": LANG / "rust" / "ac_stone_game_vii.rs",
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=300, help="cases in the batch (default 300)")
    parser.add_argument("--lang", action="append", choices=sorted(SOLUTIONS), help="only these languages")
    options = parser.parse_args()
    problem = find_bank(ROOT / "problems").load("stone-game-vii")
    settings = environment()
    rng = random.Random(7)
    cases = [
        {"stones": [rng.randint(1, 1000) for _ in range(rng.randint(2, 1000))]} for _ in range(options.cases)
    ]
    print(f"load average {os.getloadavg()[0]:.1f}; {options.cases} cases of stone-game-vii, n <= 1,000")
    print(
        f"{'language':<11} {'kernel':>9} {'reported':>9} {'outside':>9} {'slack':>9} {'used':>6} {'charged':>8}"
    )
    with tempfile.TemporaryDirectory(prefix="judge-bench-") as folder:
        for name in options.lang or sorted(SOLUTIONS):
            try:
                program = by_name(name).prepare(
                    SOLUTIONS[name], problem.solution_signature, Path(folder) / "builds"
                )
            except ToolchainMissingError as exc:
                print(f"{name}: skipped ({exc})")
                continue
            limits = machine_limits(problem, problem.limits, name, settings)
            session = Session(program, problem.solution_signature, limits)
            runner = session._runner  # the sandbox's, whose CPU ledger is read below
            try:
                failure = runner.start()
                if failure is not None:
                    raise SystemExit(f"runtime_slack: {name} did not start: {failure.message}")
                outcomes = list(runner.run_many(cases))
                bad = [o for o in outcomes if o.kind is not OutcomeKind.OK]
                if bad:
                    raise SystemExit(f"runtime_slack: {name}: a case failed: {bad[0]}")
                ledger = runner._ledger  # the batch's account, read once its last reply was settled
                kernel = (ledger.read() - ledger.base) * 1000
                allowed = ledger.slack.allowed_ms(ledger.reported_ms, ledger.cases, ledger.payload)
                outside = kernel - ledger.reported_ms
                print(
                    f"{name:<11} {kernel:7.0f}ms {ledger.reported_ms:7.0f}ms {outside:7.0f}ms "
                    f"{allowed:7.0f}ms {outside / allowed:6.0%} {ledger.charged_ms:6.0f}ms"
                )
            finally:
                runner.close()


if __name__ == "__main__":
    main()
