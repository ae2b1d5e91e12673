"""Strategy problems through the real CLI: the referee's child (the problem's model and the shared
referee) asks the solution's child for each move over pipes, and each verdict comes from real
processes. Pots of Gold played move by move is the problem throughout."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from conftest import live_descendants, run_judge

ROOT = Path(__file__).resolve().parent.parent
POTS = "pots-of-gold-play"
REFERENCE = (ROOT / "solutions" / POTS / "reference.py").read_text()
# Right along the best line, wrong where an opponent's mistake leads (the bank's own wrong_*)
OFF_LINE = (ROOT / "solutions" / POTS / "wrong_greedy_after_mistake.py").read_text()


def submit(
    tmp_path: Path,
    home: Path,
    code: str,
    *more: str,
    problems: Path | None = None,
    env: dict[str, str] | None = None,
) -> dict:
    path = tmp_path / "mine.py"
    path.write_text(code)
    done = run_judge(
        "submit", POTS, str(path), "--json", "--no-record", *more, home=home, problems=problems, env=env
    )
    assert done.returncode in (0, 1, 2), done.stderr
    return json.loads(done.stdout)


def first_failure(result: dict) -> dict:
    return next(case for case in result["cases"] if case["verdict"] not in ("AC", "skipped"))


def bank(tmp_path: Path, spec: tuple[str, str] = ("", ""), interactor: tuple[str, str] = ("", "")) -> Path:
    """A copy of the problem (its spec and model changed by the replacements given), with the
    shared referee beside it."""
    problems, solutions = tmp_path / "bank" / "problems", tmp_path / "bank" / "solutions"
    problems.mkdir(parents=True)
    for name in (f"{POTS}.yaml", f"{POTS}.tests.jsonl"):
        shutil.copy(ROOT / "problems" / name, problems)
    shutil.copytree(ROOT / "solutions" / POTS, solutions / POTS)
    shutil.copytree(ROOT / "solutions" / "_shared", solutions / "_shared")
    for path, (old, new) in (
        (problems / f"{POTS}.yaml", spec),
        (solutions / POTS / "interactor.py", interactor),
    ):
        text = path.read_text()
        assert old in text
        path.write_text(text.replace(old, new, 1))
    return problems


SMALL_LIMIT = ("limits: {time_ms: 4000,", "limits: {time_ms: 300,")  # quick TLEs


def test_the_reference_strategy_is_accepted_and_leaves_no_process(tmp_path: Path, home: Path) -> None:
    before = live_descendants()
    result = submit(tmp_path, home, REFERENCE)
    assert result["verdict"] == "AC" and result["passed"] == result["total"] >= 20
    messages = [case["message"] for case in result["cases"]]
    assert any("proved against every reply" in m for m in messages)
    assert any(" games, " in m for m in messages)  # the large starts: games, not a proof
    assert live_descendants() == before


def test_a_strategy_wrong_off_the_best_line_is_wa_with_its_position(tmp_path: Path, home: Path) -> None:
    result = submit(tmp_path, home, OFF_LINE)
    assert result["verdict"] == "WA"
    failure = result["failure"]
    assert failure["name"] == "example-2"
    position = failure["position"]
    assert position["position"] == "pots[0..4] = [6, 1, 4, 9, 8]" and position["moves"] == ["R"]
    assert position["yours"]["move"] == "R" and [b["move"] for b in position["best"]] == ["L"]
    assert position["table"]["cells"] == [
        ["you end 4 ahead on these pots", "yes"],
        ["you end 2 ahead on these pots", "no"],
    ]
    assert "you (B) chose R (take 8)" in failure["message"] and "moves so far: R" in failure["message"]


def test_the_text_report_draws_the_moves_and_the_table(tmp_path: Path, home: Path) -> None:
    path = tmp_path / "mine.py"
    path.write_text(OFF_LINE)
    done = run_judge("submit", POTS, str(path), "--no-record", home=home)
    assert done.returncode == 1, done.stderr
    out = done.stdout
    assert "The moves so far" in out and "R (take 5)" in out
    assert "position:   pots[0..4] = [6, 1, 4, 9, 8]" in out
    assert "best moves: L (take 6): you end 4 ahead on these pots" in out
    assert "keeps the value" in out


def test_an_illegal_move_is_wa_naming_it(tmp_path: Path, home: Path) -> None:
    code = "class Strategy:\n    def __init__(self, pots): pass\n    def move(self, left, right, last): return 'X'\n"
    failure = submit(tmp_path, home, code)["failure"]
    assert failure["verdict"] == "WA" and "your move was refused" in failure["message"]
    assert 'expected "L" or "R", got \'X\'' in failure["message"]


def test_an_exception_in_a_move_is_re_with_its_traceback(tmp_path: Path, home: Path) -> None:
    code = "class Strategy:\n    def __init__(self, pots): pass\n    def move(self, left, right, last):\n        raise ValueError('boom')\n"
    failure = first_failure(submit(tmp_path, home, code))
    assert failure["verdict"] == "RE" and "ValueError: boom" in failure["message"]


def test_no_strategy_class_is_re_saying_what_to_define(tmp_path: Path, home: Path) -> None:
    failure = first_failure(submit(tmp_path, home, "class Solution:\n    pass\n"))
    assert failure["verdict"] == "RE" and "define class Strategy" in failure["message"]


def test_a_looping_move_is_tle_on_its_own_cpu_time(tmp_path: Path, home: Path) -> None:
    code = "class Strategy:\n    def __init__(self, pots): pass\n    def move(self, left, right, last):\n        while True: pass\n"
    failure = first_failure(submit(tmp_path, home, code, problems=bank(tmp_path, SMALL_LIMIT)))
    assert failure["verdict"] == "TLE" and "CPU time (1 move asked)" in failure["message"], failure


def test_a_strategy_that_stops_answering_meets_the_wall_deadline(tmp_path: Path, home: Path) -> None:
    before = live_descendants()
    code = "import time\nclass Strategy:\n    def __init__(self, pots): pass\n    def move(self, left, right, last):\n        time.sleep(60)\n"
    failure = first_failure(submit(tmp_path, home, code, problems=bank(tmp_path, SMALL_LIMIT)))
    assert failure["verdict"] == "TLE" and "wall-clock" in failure["message"], failure
    assert live_descendants() == before


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (
            (
                "        i, j = position\n        pots, lead",
                "        raise KeyError('oops')\n        pots, lead",
            ),
            "KeyError",
        ),
        (
            ("        return (position[0], position[1], last)", "        while True: pass"),
            "interactor.py: the interactor ",
        ),  # no answer, or its CPU limit
        (("    return PotsOfGold(pots)", "    import os; os._exit(3)"), "exited"),
        (("def model(", "def no_model("), "defines no function model"),
    ],
    ids=["crash", "loop", "exit", "no-model"],
)
def test_a_referee_that_fails_is_ie(tmp_path: Path, home: Path, change: tuple[str, str], said: str) -> None:
    before = live_descendants()
    problems = bank(tmp_path, SMALL_LIMIT, change)
    result = submit(tmp_path, home, REFERENCE, problems=problems, env={"JUDGE_SUPPORT_TIMEOUT_S": "2"})
    failure = first_failure(result)
    assert failure["verdict"] == "IE" and said in failure["message"], failure
    assert live_descendants() == before


def test_show_and_list_say_the_kind_and_the_class(home: Path) -> None:
    shown = run_judge("show", POTS, home=home)
    assert shown.returncode == 0, shown.stderr
    assert "class Strategy:" in shown.stdout
    assert "def move(self, left: int, right: int, last: Optional[str]) -> str" in shown.stdout
    assert "you play: A, B" in shown.stdout
    listed = run_judge("list", "--json", home=home)
    rows = json.loads(listed.stdout)
    rows = rows if isinstance(rows, list) else rows["problems"]
    assert next(row for row in rows if row["slug"] == POTS)["kind"] == "strategy"


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (("  method: move\n", ""), "strategy.method"),
        (("  sides: [A, B]", "  sides: []"), "strategy.sides: one or more player names"),
        (("  - {name: left, type: int}", "  - {name: left, type: integer}"), "strategy.params[0].type"),
        (("kind: strategy\n", ""), "strategy: only for kind: strategy"),
    ],
    ids=["no-method", "no-sides", "bad-type", "not-strategy"],
)
def test_a_bad_strategy_spec_is_one_line_naming_the_field(
    tmp_path: Path, home: Path, change: tuple[str, str], said: str
) -> None:
    done = run_judge("show", POTS, home=home, problems=bank(tmp_path, change))
    assert done.returncode == 2 and said in done.stderr, done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr


# -- JavaScript and Java: the same class and method names, asked over the same pipes -----------------
JS_REFERENCE = """
class Strategy {
  constructor(pots) {
    const n = pots.length;
    this.pots = pots;
    this.lead = Array.from({ length: n + 1 }, () => new Array(n + 1).fill(0));
    for (let i = n - 1; i >= 0; i--) {
      this.lead[i][i] = pots[i];
      for (let j = i + 1; j < n; j++) {
        this.lead[i][j] = Math.max(pots[i] - this.lead[i + 1][j], pots[j] - this.lead[i][j - 1]);
      }
    }
  }
  move(left, right, last) {
    if (left === right) return "L";
    const p = this.pots, d = this.lead;
    return p[left] - d[left + 1][right] >= p[right] - d[left][right - 1] ? "L" : "R";
  }
}
"""


def submit_js(tmp_path: Path, home: Path, code: str, name: str = "mine.js") -> dict:
    path = tmp_path / name
    path.write_text(code)
    done = run_judge("submit", POTS, str(path), "--json", "--no-record", home=home)
    assert done.returncode in (0, 1), done.stderr
    return json.loads(done.stdout)


def test_a_javascript_strategy_is_accepted(tmp_path: Path, home: Path) -> None:
    result = submit_js(tmp_path, home, JS_REFERENCE)
    assert result["verdict"] == "AC" and result["passed"] == result["total"], result["failure"]


def test_a_javascript_strategy_that_takes_the_worse_end_is_wa_at_the_first_move(
    tmp_path: Path, home: Path
) -> None:
    result = submit_js(tmp_path, home, JS_REFERENCE.replace(">= p[right]", "< p[right]"))
    failure = result["failure"]
    assert result["verdict"] == "WA" and failure["position"]["moves"] == []
    assert "you (A) chose L (take 4)" in failure["message"]


def test_run_shows_each_sides_game_then_the_lost_position(tmp_path: Path, home: Path) -> None:
    path = tmp_path / "mine.py"
    path.write_text(OFF_LINE)
    done = run_judge("run", POTS, str(path), "--input", '{"pots": [6, 1, 4, 9, 8, 5]}', home=home)
    assert done.returncode == 1, done.stderr
    out = done.stdout
    assert "Playing A against the optimal opponent" in out and "Playing B against the optimal opponent" in out
    assert "position:   pots[0..4] = [6, 1, 4, 9, 8]" in out
    as_json = run_judge(
        "run", POTS, str(path), "--input", '{"pots": [6, 1, 4, 9, 8, 5]}', "--json", home=home
    )
    games = json.loads(as_json.stdout)["games"]
    assert [game["side"] for game in games["games"]] == ["A", "B"] and games["moves"] == ["R"]


def test_new_writes_a_class_that_loads(tmp_path: Path, home: Path) -> None:
    made = run_judge("new", POTS, home=home, cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    text = (tmp_path / f"{POTS}.py").read_text()
    assert (
        "class Strategy:" in text
        and "def move(self, left: int, right: int, last: Optional[str]) -> str:" in text
    )
    failure = submit(tmp_path, home, text)["failure"]
    assert failure["verdict"] == "WA" and "your move was refused" in failure["message"]  # it returns None


JAVA_REFERENCE = """
class Strategy {
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
"""


def test_a_java_strategy_is_accepted(tmp_path: Path, home: Path) -> None:
    result = submit_js(tmp_path, home, JAVA_REFERENCE, "Mine.java")
    assert result["verdict"] == "AC" and result["passed"] == result["total"], result["failure"]


def test_a_java_strategy_that_takes_the_worse_end_is_wa_and_one_that_throws_is_re(
    tmp_path: Path, home: Path
) -> None:
    wrong = submit_js(tmp_path, home, JAVA_REFERENCE.replace(">= pots[right]", "< pots[right]"), "Mine.java")
    assert wrong["verdict"] == "WA" and "you (A) chose L (take 4)" in wrong["failure"]["message"]
    throwing = JAVA_REFERENCE.replace(
        'if (left == right) return "L";', 'if (left >= 0) throw new IllegalStateException("boom");'
    )
    failure = first_failure(submit_js(tmp_path, home, throwing, "Mine.java"))
    assert failure["verdict"] == "RE" and "IllegalStateException: boom" in failure["message"]


def test_stress_refuses_a_strategy_problem_in_one_line(home: Path) -> None:
    done = run_judge("stress", POTS, str(ROOT / "solutions" / POTS / "reference.py"), home=home)
    assert done.returncode == 2 and "is a strategy problem: `judge stress` does not apply" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
