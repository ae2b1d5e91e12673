"""The judge's overhead per move of a strategy problem, per language, and the exhaustive proof's time
through the pipes, from one run.

Run from a checkout:  python bench/strategy_moves.py [--rounds 3] [--n 140] [--lang go ...]

Each language's table strategy for Pots of Gold (n pots; n = 140 gives 13,318 positions, A and B)
is judged on one start through the real path of `judge submit`: the solution's child and the
referee's child, wired by two pipes, every opponent reply tried (a proof). The same referee is
first timed in this process with the Python strategy called directly (no channel): that is the
referee's own cost. Per language it prints the case's wall time (the proof through the pipes), the
moves asked, the wall time per move and that less the referee's own wall time per move, the
judge's overhead per move in CPU (both children's CPU less the referee's own: the pipes, both
children waking, the view and the move as JSON, the driver's dispatch; a loaded machine stretches
the wall figures, not this one) and the solution's own CPU per move (what its time limit counts). Each figure is the
language's best round; the load average is printed before and after. It asserts nothing.
Goals (issue 26): at most 0.1 ms of overhead per move in Python, the same order in the others; an
exhaustive proof over 10,000 positions in under 2 s.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # a fresh clone works without `pip install`

from judge.bank.locate import find_bank  # noqa: E402
from judge.grading.session import prepare  # noqa: E402
from judge.grading.strategy import Table  # noqa: E402
from judge.model.limits import Limits  # noqa: E402
from judge.model.outcome import OutcomeKind  # noqa: E402
from judge.model.problem import CaseKind, TestCase  # noqa: E402
from judge.model.settings import environment  # noqa: E402
from judge.sandbox.languages import ToolchainMissingError, by_name  # noqa: E402

SLUG = "pots-of-gold-play"
GOAL_OVERHEAD_MS, GOAL_POSITIONS, GOAL_SECONDS = 0.1, 10_000, 2.0
# The table strategy in each language: O(n^2) once, O(1) a move (the move is nearly free, so the
# wall time per move is the judge's and the referee's)
STRATEGIES = {
    "python": ("mine.py", (ROOT / "solutions" / SLUG / "reference.py").read_text(encoding="utf-8")),
    "java": (
        "Mine.java",
        """class Strategy {
    private final int[] pots;
    private final long[][] lead;
    Strategy(int[] pots) {
        int n = pots.length;
        this.pots = pots;
        lead = new long[n + 1][n + 1];
        for (int i = n - 1; i >= 0; i--) {
            lead[i][i] = pots[i];
            for (int j = i + 1; j < n; j++)
                lead[i][j] = Math.max(pots[i] - lead[i + 1][j], pots[j] - lead[i][j - 1]);
        }
    }
    String move(int left, int right, String last) {
        if (left == right) return "L";
        return pots[left] - lead[left + 1][right] >= pots[right] - lead[left][right - 1] ? "L" : "R";
    }
}
""",
    ),
    "cpp": (
        "mine.cpp",
        """class Strategy {
    vector<int> pots;
    vector<vector<long long>> lead;
public:
    Strategy(vector<int>& pots) : pots(pots) {
        int n = pots.size();
        lead.assign(n + 1, vector<long long>(n + 1, 0));
        for (int i = n - 1; i >= 0; i--) {
            lead[i][i] = pots[i];
            for (int j = i + 1; j < n; j++)
                lead[i][j] = max(pots[i] - lead[i + 1][j], pots[j] - lead[i][j - 1]);
        }
    }
    string move(int left, int right, string last) {
        if (left == right) return "L";
        return pots[left] - lead[left + 1][right] >= pots[right] - lead[left][right - 1] ? "L" : "R";
    }
};
""",
    ),
    "javascript": (
        "mine.js",
        """class Strategy {
  constructor(pots) {
    const n = pots.length;
    this.pots = pots;
    this.lead = Array.from({ length: n + 1 }, () => new Array(n + 1).fill(0));
    for (let i = n - 1; i >= 0; i--) {
      this.lead[i][i] = pots[i];
      for (let j = i + 1; j < n; j++)
        this.lead[i][j] = Math.max(pots[i] - this.lead[i + 1][j], pots[j] - this.lead[i][j - 1]);
    }
  }
  move(left, right, last) {
    if (left === right) return "L";
    const p = this.pots, d = this.lead;
    return p[left] - d[left + 1][right] >= p[right] - d[left][right - 1] ? "L" : "R";
  }
}
""",
    ),
    "go": (
        "mine.go",
        """type Strategy struct {
	pots []int
	lead [][]int
}

func Constructor(pots []int) Strategy {
	n := len(pots)
	lead := make([][]int, n+1)
	for i := range lead {
		lead[i] = make([]int, n+1)
	}
	for i := n - 1; i >= 0; i-- {
		lead[i][i] = pots[i]
		for j := i + 1; j < n; j++ {
			lead[i][j] = pots[i] - lead[i+1][j]
			if other := pots[j] - lead[i][j-1]; other > lead[i][j] {
				lead[i][j] = other
			}
		}
	}
	return Strategy{pots, lead}
}

func (this *Strategy) Move(left int, right int, last string) string {
	if left == right || this.pots[left]-this.lead[left+1][right] >= this.pots[right]-this.lead[left][right-1] {
		return "L"
	}
	return "R"
}
""",
    ),
}


def in_process(pots: list[int], rounds: int) -> tuple[float, float, int]:
    """The referee's own wall and CPU time for the proof (the Python strategy called directly, no
    channel), and its positions."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from strategy import load_problem_module, strategy_class  # noqa: PLC0415 - bench/strategy.py

    model = load_problem_module(ROOT / "solutions" / SLUG / "interactor.py", "interactor").model(pots=pots)
    import referee  # noqa: PLC0415 - on sys.path once an interactor is loaded

    cls = strategy_class(SLUG, "reference")
    best, cpu, explored = float("inf"), float("inf"), 0
    for _ in range(rounds):
        started, started_cpu = time.perf_counter(), time.process_time()
        verdict = referee.Referee(model).judge(lambda: referee.method_caller(cls(pots)))
        best, cpu = min(best, time.perf_counter() - started), min(cpu, time.process_time() - started_cpu)
        assert verdict.ok and verdict.mode == "exhaustive", verdict.failure
        explored = verdict.explored
    return best, cpu, explored


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--n", type=int, default=140, help="pots in the start (140: 13,318 positions)")
    parser.add_argument("--lang", action="append", choices=sorted(STRATEGIES))
    options = parser.parse_args()
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())} ({os.cpu_count()} CPUs)")
    rng = random.Random(26)
    pots = [rng.randint(0, 10**6) for _ in range(options.n)]
    problem = find_bank().load(SLUG)
    limits = Limits(time_ms=60_000, memory_mb=512)
    test = TestCase("bench", {"pots": pots}, None, CaseKind.CUSTOM)
    referee_s, referee_cpu, explored = in_process(pots, options.rounds)
    # wall s, solution CPU s, referee child's CPU s, moves, positions
    best: dict[str, tuple[float, float, float, int, int]] = {}
    with tempfile.TemporaryDirectory() as folder:
        programs = {}
        for language in options.lang or list(STRATEGIES):
            name, code = STRATEGIES[language]
            path = Path(folder) / name
            path.write_text(code)
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
                    table.play(test)  # warm: a runtime's first calls (a JIT's) are not the point
                    assert table.interactor is not None
                    before = table.interactor.cpu_used()
                    outcome, report = table.play(test)
                    child_cpu = table.interactor.cpu_used() - before
                finally:
                    table.close()
                if outcome.kind is not OutcomeKind.OK or report.get("verdict") != "AC":
                    print(f"{language:<11} {outcome.kind.value}: {outcome.message} {report.get('message')}")
                    continue
                row = (
                    outcome.wall_ms / 1000,
                    outcome.cpu_ms / 1000,
                    child_cpu,
                    int(report["moves"]),
                    int(report["explored"]),
                )
                if language not in best or row[0] < best[language][0]:
                    best[language] = row
    moves = max((row[3] for row in best.values()), default=0)
    print(
        f"referee alone (in this process, Python strategy): {explored:,} positions in {referee_s:.3f} s, "
        f"{referee_cpu:.3f} s CPU" + (f", {referee_cpu / moves * 1e6:.1f} us CPU a move" if moves else "")
    )
    print(
        f"{'language':<11} {'proof (wall)':>12} {'positions':>10} {'moves':>7} {'wall/move':>10} "
        f"{'wall extra':>11} {'CPU extra':>10} {'sol. CPU':>10}   (n = {options.n}, best of {options.rounds})"
    )
    overheads = {}
    for language, (wall, cpu, child_cpu, asked, positions) in best.items():
        # the judge's work a move: both children's CPU less the referee's own (load-proof), and
        # the wall time less the referee's own (what a move costs the clock, waits for a CPU included)
        overheads[language] = (cpu + child_cpu - referee_cpu) / asked
        print(
            f"{language:<11} {wall:>10.3f} s {positions:>10,} {asked:>7,} {wall / asked * 1e6:>7.1f} us "
            f"{(wall - referee_s) / asked * 1e6:>8.1f} us {overheads[language] * 1e6:>7.1f} us "
            f"{cpu / asked * 1e6:>7.1f} us"
        )
    print(f"load average after:  {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    if "python" in overheads:
        overhead_ms = overheads["python"] * 1000
        print(
            f"goal: at most {GOAL_OVERHEAD_MS} ms of the judge's CPU a move in Python: "
            + ("met" if overhead_ms <= GOAL_OVERHEAD_MS else f"not met ({overhead_ms:.3f} ms)")
        )
    proofs = [row[0] for row in best.values() if row[4] >= GOAL_POSITIONS]
    print(
        f"goal: an exhaustive proof over {GOAL_POSITIONS:,} positions in under {GOAL_SECONDS} s through the pipes: "
        + (
            "met"
            if proofs and max(proofs) < GOAL_SECONDS
            else "not met"
            if proofs
            else "not measured (raise --n)"
        )
    )


if __name__ == "__main__":
    main()
