"""Judge overhead per API call of an interactive problem (LeetCode 374's `guess`), per language,
from one run.

Run from a checkout:  python bench/interactive.py [--calls 20000] [--rounds 3] [--lang go ...]

Each language's solution calls guess(1) CALLS times in one case (then returns the number picked,
1), through the real path of `judge submit`: the solution's child and the interactor's child,
wired by two pipes. The solution does nothing else, so the time of a call, as its driver measures
the case, is all judge: its write and read, the interactor's child waking, checking the argument,
answering. It prints the wall time per call (the round trip the solution waits for) and the
solution's own CPU per call (the part its time limit counts), each language's best round. It
asserts nothing. The target of issue 26: at most 0.1 ms per call in Python.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # a fresh clone works without `pip install`

from judge.bank.locate import find_bank
from judge.grading.interactive import Table
from judge.grading.session import prepare
from judge.model.limits import Limits
from judge.model.outcome import OutcomeKind
from judge.model.problem import CaseKind, TestCase
from judge.model.settings import environment
from judge.sandbox.languages import ToolchainMissingError, by_name

CALLERS = {
    "python": (
        "caller.py",
        "class Solution:\n    def guessNumber(self, n):\n"
        "        for _ in range(CALLS):\n            guess(1)\n        return 1\n",
    ),
    "cpp": (
        "caller.cpp",
        "class Solution {\npublic:\n    int guessNumber(int n) {\n"
        "        for (int i = 0; i < CALLS; i++) guess(1);\n        return 1;\n    }\n};\n",
    ),
    "java": (
        "Caller.java",
        "public class Solution extends GuessGame {\n    public int guessNumber(int n) {\n"
        "        for (int i = 0; i < CALLS; i++) guess(1);\n        return 1;\n    }\n}\n",
    ),
    "javascript": (
        "caller.js",
        "var guessNumber = function(n) {\n    for (let i = 0; i < CALLS; i++) guess(1);\n    return 1;\n};\n",
    ),
    "go": (
        "caller.go",
        "func guessNumber(n int) int {\n\tfor i := 0; i < CALLS; i++ {\n\t\tguess(1)\n\t}\n\treturn 1\n}\n",
    ),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=20000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--lang", action="append", choices=sorted(CALLERS))
    options = parser.parse_args()
    problem = find_bank().load("guess-number-higher-or-lower")
    limits = Limits(time_ms=60_000, memory_mb=512)
    test = TestCase("bench", {"n": 1_000_000_000, "pick": 1, "adaptive": False}, 1, CaseKind.CUSTOM)
    best: dict[str, tuple[float, float]] = {}
    with tempfile.TemporaryDirectory() as folder:
        programs = {}
        for language in options.lang or list(CALLERS):
            name, code = CALLERS[language]
            path = Path(folder) / name
            path.write_text(code.replace("CALLS", str(options.calls)))
            try:
                programs[language] = prepare(problem, path, environment(), by_name(language))
            except ToolchainMissingError as exc:
                print(f"{language:<11} skipped: {exc}")
        for _ in range(options.rounds):  # languages take turns: a busy moment hurts them alike
            for language, program in programs.items():
                table = Table(problem, program, limits)
                try:
                    if table.start() is not None:
                        print(f"{language:<11} did not load")
                        continue
                    table.play(test)  # warm: the runtime's first call (a JIT's) is not the point
                    outcome, report = table.play(test)
                finally:
                    table.close()
                if outcome.kind is not OutcomeKind.OK or report.get("verdict") != "AC":
                    print(f"{language:<11} {outcome.kind.value}: {outcome.message} {report}")
                    continue
                per_call = (outcome.wall_ms / options.calls, outcome.cpu_ms / options.calls)
                if language not in best or per_call[0] < best[language][0]:
                    best[language] = per_call
    print(
        f"{'language':<11} {'per call (wall)':>16} {'solution CPU':>14}   ({options.calls} calls, best of {options.rounds})"
    )
    for language, (wall, cpu) in best.items():
        print(f"{language:<11} {wall * 1000:>13.1f} us {cpu * 1000:>11.1f} us")


if __name__ == "__main__":
    main()
