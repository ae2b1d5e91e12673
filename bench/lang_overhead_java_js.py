"""Java, JavaScript and TypeScript (compiled by tsc, run by the JavaScript driver): the judge's per-case
overhead over calling the function inside the language, Java's and TypeScript's compile time cold
against cached, and the JVM flags' effect on start-up and on a hot DP.

Run from a checkout:  python bench/lang_overhead_java_js.py [--cases 1000]
Prints figures and ratios from one run; asserts nothing (the machine may be shared and noisy).
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from judge.bank.locate import find_bank
from judge.grading.session import open_runner
from judge.model.settings import environment
from judge.sandbox.languages import by_name
from judge.sandbox.languages import java as java_module

JAVA = """\
class Solution {
    public boolean predictTheWinner(int[] nums) {
        int n = nums.length;
        int[] dp = new int[n];
        for (int i = n - 1; i >= 0; i--) {
            dp[i] = nums[i];
            for (int j = i + 1; j < n; j++) dp[j] = Math.max(nums[i] - dp[j], nums[j] - dp[j - 1]);
        }
        return dp[n - 1] >= 0;
    }
}
"""
JAVA_MAIN = """\
class Bench {
    public static void main(String[] a) throws Exception {
        java.util.List<String> lines = java.nio.file.Files.readAllLines(java.nio.file.Path.of(a[0]));
        int[][] inputs = new int[lines.size()][];
        for (int i = 0; i < inputs.length; i++)
            inputs[i] = java.util.Arrays.stream(lines.get(i).trim().split(" ")).mapToInt(Integer::parseInt).toArray();
        int[][] copies = new int[inputs.length][];
        for (int r = 0; r < 3; r++) {
            for (int i = 0; i < inputs.length; i++) copies[i] = inputs[i].clone();
            long t0 = System.nanoTime();
            boolean any = false;
            for (int[] in : copies) any ^= new Solution().predictTheWinner(in);
            System.out.println((System.nanoTime() - t0) / 1e6 / inputs.length + " " + any);
        }
    }
}
"""
JS = """\
var predictTheWinner = function(nums) {
    const n = nums.length;
    const dp = new Array(n).fill(0);
    for (let i = n - 1; i >= 0; i--) {
        dp[i] = nums[i];
        for (let j = i + 1; j < n; j++) dp[j] = Math.max(nums[i] - dp[j], nums[j] - dp[j - 1]);
    }
    return dp[n - 1] >= 0;
};
"""
# The same function typed: tsc makes the same JavaScript of it, so its in-language time is JS's.
TS = """\
function predictTheWinner(nums: number[]): boolean {
    const n = nums.length;
    const dp: number[] = new Array<number>(n).fill(0);
    for (let i = n - 1; i >= 0; i--) {
        dp[i] = nums[i];
        for (let j = i + 1; j < n; j++) dp[j] = Math.max(nums[i] - dp[j], nums[j] - dp[j - 1]);
    }
    return dp[n - 1] >= 0;
};
"""
JS_MAIN = """
const inputs = %s;
for (let r = 0; r < 3; r++) {
    const copies = inputs.map((a) => a.slice());
    const t0 = process.hrtime.bigint();
    let any = false;
    for (const c of copies) any = any !== predictTheWinner(c);
    console.log(Number(process.hrtime.bigint() - t0) / 1e6 / inputs.length, any);
}
"""
GUESS_JAVA = """\
class Solution {
    public int getMoneyAmount(int n) {
        int[][] dp = new int[n + 2][n + 2];
        for (int len = 2; len <= n; len++)
            for (int i = 1; i + len - 1 <= n; i++) {
                int j = i + len - 1;
                dp[i][j] = Integer.MAX_VALUE;
                for (int k = i; k <= j; k++) dp[i][j] = Math.min(dp[i][j], k + Math.max(dp[i][k - 1], dp[k + 1][j]));
            }
        return dp[1][n];
    }
}
"""


def in_language_ms(kind: str, work: Path, inputs: list[list[int]]) -> float:
    """Best per-call milliseconds of calling the function in a loop inside the language."""
    literal = json.dumps(inputs)
    if kind == "java":
        (work / "Solution.java").write_text(JAVA)
        (work / "Bench.java").write_text(JAVA_MAIN)
        (work / "inputs.txt").write_text("\n".join(" ".join(map(str, nums)) for nums in inputs) + "\n")
        javac, java = java_module.toolchain()
        subprocess.run(
            [javac, "-d", str(work), str(work / "Solution.java"), str(work / "Bench.java")], check=True
        )
        command = [java, *java_module.JVM_FLAGS, "-cp", str(work), "Bench", str(work / "inputs.txt")]
    else:
        (work / "bench.js").write_text(JS + JS_MAIN % literal)
        command = ["node", str(work / "bench.js")]
    lines = subprocess.run(command, check=True, capture_output=True, text=True).stdout.split("\n")
    return min(float(line.split()[0]) for line in lines if line.strip())


def judged_ms(problem, program, cases: list[dict]) -> tuple[float, float, float]:
    """(start-up ms, wall ms per case through the runner, mean reported cpu ms per case)."""
    with open_runner(problem, program, environment()) as runner:
        started = time.perf_counter()
        assert runner.start() is None
        startup = (time.perf_counter() - started) * 1000
        best = float("inf")
        cpu = 0.0
        for _ in range(3):
            began = time.perf_counter()
            outcomes = list(runner.run_many(cases))
            best = min(best, (time.perf_counter() - began) * 1000 / len(cases))
            cpu = sum(o.cpu_ms for o in outcomes) / len(cases)
    return startup, best, cpu


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cases", type=int, default=1000)
    options = parser.parse_args()
    bank = find_bank(ROOT / "problems")
    problem = bank.load("predict-the-winner")
    rng = random.Random(7)
    inputs = [[rng.randint(0, 10**7) for _ in range(rng.randint(1, 20))] for _ in range(options.cases)]
    cases = [{"nums": nums} for nums in inputs]
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        languages = (("java", JAVA, "Solution.java"), ("javascript", JS, "solution.js"))
        languages += (("typescript", TS, "solution.ts"),)
        for kind, source, name in languages:
            language = by_name(kind)
            solution = work / name
            solution.write_text(source)
            builds = work / f"builds-{kind}"
            began = time.perf_counter()
            program = language.prepare(solution, problem.signature, builds)
            cold = (time.perf_counter() - began) * 1000
            began = time.perf_counter()
            again = language.prepare(solution, problem.signature, builds)
            cached = (time.perf_counter() - began) * 1000
            (work / kind).mkdir()
            inner = in_language_ms("java" if kind == "java" else "js", work / kind, inputs)
            startup, per_case, cpu = judged_ms(problem, program, cases)
            print(
                f"{kind}: prepare cold {cold:.0f} ms (compile_ms {program.compile_ms:.0f}), cached "
                f"{cached:.1f} ms (compile_ms {again.compile_ms:.0f}, cached={again.cached}): "
                f"cold/cached {cold / max(cached, 0.01):.0f}x"
            )
            print(
                f"{kind}: child start-up {startup:.0f} ms; per case through the judge {per_case:.3f} ms "
                f"(reported cpu {cpu:.4f} ms) vs in-language call {inner:.4f} ms: overhead "
                f"{per_case - inner:.3f} ms/case, ratio {per_case / max(inner, 1e-6):.0f}x"
            )

        # JVM flags: start-up and a hot O(n^3) DP (375 at n = 200), default flags against C1 only
        guess = bank.load("guess-number-higher-or-lower-ii")
        solution = work / "Guess.java"
        solution.write_text(GUESS_JAVA)
        program = by_name("java").prepare(solution, guess.signature, work / "builds-java")
        base = program.command
        for label, extra in (
            ("serial GC + CDS (used)", []),
            ("+ TieredStopAtLevel=1", ["-XX:TieredStopAtLevel=1"]),
            ("-Xshare:off", ["-Xshare:off"]),
        ):
            flagged = replace(
                program, command=lambda limits, extra=extra: base(limits)[:1] + extra + base(limits)[1:]
            )
            startup, _, cpu = judged_ms(guess, flagged, [{"n": 200}] * 5)
            print(f"java flags {label}: start-up {startup:.0f} ms, 375 n=200 mean cpu {cpu:.1f} ms/case")


if __name__ == "__main__":
    main()
