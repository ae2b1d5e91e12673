"""Per-case overhead of every language's driver, as a ratio to Python's, C++'s and JavaScript's, and
each compiled language's build cold against cached, from one run.

Run from a checkout:  python bench/lang_ratios.py [--cases 2000] [--rounds 3] [--lang java ...]

Each language judges the same trivial predict-the-winner solution (the call itself costs next to
nothing), through the real runner: one child per language, the cases pipelined as `judge submit`
sends them. A case's overhead is the wall time per case through the runner less the time the
driver measured around the call. The languages take turns round after round and each keeps its
best round, so a busy moment of the (shared, noisy) machine hurts them alike. Issue 12's target:
every compiled language within 2x of Python. A compiled language's trivial file is built cold (the
toolchain's own caches may be warm) and then prepared again from the build cache. It also prints what the drivers reported as each
case's own peak memory (median and largest), which should be near zero for these cases.
It prints figures and ratios; it asserts nothing.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # a fresh clone works without `pip install`

from judge.bank.locate import find_bank
from judge.grading.programs import Session
from judge.grading.session import open_runner
from judge.model.outcome import OutcomeKind
from judge.model.settings import environment
from judge.sandbox.languages import ToolchainMissingError, by_name

TRIVIAL = {
    "python": (
        "trivial.py",
        """\
class Solution:
    def predictTheWinner(self, nums: list[int]) -> bool:
        return len(nums) % 2 == 0
""",
    ),
    "cpp": (
        "trivial.cpp",
        """\
class Solution {
public:
    bool predictTheWinner(vector<int>& nums) { return nums.size() % 2 == 0; }
};
""",
    ),
    "go": (
        "trivial.go",
        """\
func predictTheWinner(nums []int) bool { return len(nums)%2 == 0 }
""",
    ),
    "java": (
        "Trivial.java",
        """\
class Solution {
    public boolean predictTheWinner(int[] nums) { return nums.length % 2 == 0; }
}
""",
    ),
    "javascript": (
        "trivial.js",
        """\
var predictTheWinner = function(nums) { return nums.length % 2 === 0; };
""",
    ),
    "typescript": (
        "trivial.ts",
        """\
function predictTheWinner(nums: number[]): boolean { return nums.length % 2 === 0; }
""",
    ),
    "rust": (
        "trivial.rs",
        """\
impl Solution {
    pub fn predict_the_winner(nums: Vec<i32>) -> bool { nums.len() % 2 == 0 }
}
""",
    ),
}
COMPARED = ("python", "cpp", "javascript")  # the languages every overhead is divided by


def language_names(text: str) -> list[str]:
    """`--lang`'s value: one language or several, comma-separated (`java,javascript`)."""
    names = [name.strip() for name in text.split(",") if name.strip()]
    unknown = [name for name in names if name not in TRIVIAL]
    if unknown or not names:
        raise argparse.ArgumentTypeError(
            f"unknown language {', '.join(unknown) or text!r}: choose from {', '.join(sorted(TRIVIAL))}"
        )
    return names


def one_round(runner: Session, cases: list[dict]) -> tuple[float, float, list[int]]:
    """(wall us per case through the runner, us per case in the call, each case's peak KiB)."""
    started = time.perf_counter()
    outcomes = list(runner.run_many(cases))
    total_us = (time.perf_counter() - started) * 1e6 / len(cases)
    bad = [o for o in outcomes if o.kind is not OutcomeKind.OK]
    if bad:
        raise SystemExit(f"lang_ratios: a trivial case failed: {bad[0]}")
    return total_us, sum(o.wall_ms for o in outcomes) * 1000 / len(cases), [o.peak_kb for o in outcomes]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=2000, help="cases a round (default 2000)")
    parser.add_argument("--rounds", type=int, default=3, help="rounds; each language keeps its best")
    parser.add_argument(
        "--lang",
        type=language_names,
        action="extend",
        help="only these languages, comma-separated or repeated (Python is always measured: it is the baseline)",
    )
    options = parser.parse_args()
    languages = [
        "python",
        *[
            name
            for name in sorted(TRIVIAL)
            if name != "python" and (not options.lang or name in options.lang)
        ],
    ]
    problem = find_bank(ROOT / "problems").load("predict-the-winner")
    rng = random.Random(7)
    cases = [{"nums": [rng.randint(0, 100) for _ in range(rng.randint(1, 20))]} for _ in range(options.cases)]
    best: dict[str, tuple[float, float, list[int]]] = {}
    builds: dict[str, tuple[float, float]] = {}  # a compiled language's (cold, cached) prepare, ms
    with tempfile.TemporaryDirectory(prefix="judge-bench-") as folder:
        runners: dict[str, Session] = {}
        try:
            for name in languages:
                file_name, text = TRIVIAL[name]
                solution = Path(folder) / file_name
                solution.write_text(text)
                try:
                    language = by_name(name)
                    started = time.perf_counter()
                    cold = language.prepare(solution, problem.signature, Path(folder) / "builds")
                    cold_ms = (time.perf_counter() - started) * 1000
                    started = time.perf_counter()
                    program = language.prepare(solution, problem.signature, Path(folder) / "builds")
                    cached_ms = (time.perf_counter() - started) * 1000
                except ToolchainMissingError as exc:
                    print(f"{name}: skipped ({exc})")
                    continue
                if program.cached:
                    assert not cold.cached, name
                    builds[name] = (cold_ms, cached_ms)
                runner = runners[name] = open_runner(problem, program, environment())
                failure = runner.start()
                if failure is not None:
                    raise SystemExit(f"lang_ratios: {name} did not start: {failure.message}")
                one_round(runner, cases[:200])  # warm up (a JIT, the caches)
            for _ in range(options.rounds):
                for name, runner in runners.items():
                    figures = one_round(runner, cases)
                    if name not in best or figures[0] - figures[1] < best[name][0] - best[name][1]:
                        best[name] = figures
        finally:
            for runner in runners.values():
                runner.close()
    if "python" not in best:
        raise SystemExit("lang_ratios: Python, the baseline, was not measured")
    overheads = {name: total - call for name, (total, call, _) in best.items()}
    bases = [name for name in COMPARED if name in overheads]
    print(f"per-case overhead through the runner, best of {options.rounds} rounds of {options.cases} cases:")
    for name, (_, call, peaks) in best.items():
        ratios = "  ".join(f"{overheads[name] / overheads[base]:5.2f}x {base}'s" for base in bases)
        print(
            f"  {name:<10} {overheads[name]:7.1f} us a case (call {call:5.2f} us)  {ratios}"
            f"   peak/case median {statistics.median(peaks):.0f} KiB, max {max(peaks)} KiB"
        )
    for name, (cold_ms, cached_ms) in builds.items():
        print(
            f"  {name:<10} build cold {cold_ms:6.0f} ms, cached {cached_ms:5.1f} ms: {cold_ms / cached_ms:.0f}x"
        )


if __name__ == "__main__":
    main()
