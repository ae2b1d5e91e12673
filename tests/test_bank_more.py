"""The four added problems: stone-game, guess-number-higher-or-lower-ii, stone-game-difference and
pots-of-gold-strategy.

The bank-wide verify test already judges every known solution; these tests pin what verify cannot
see: the strategy checker accepts exactly the all-optimal lines (compared with a search over every
line of small rows), `judge submit` accepts an optimal line other than the reference's and names the
first bad turn of a wrong one, and each play.py replays to the spec's expected answers.
"""

from __future__ import annotations

import importlib.util
import itertools
import json
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest
from conftest import load_problem_module, run_judge

from judge.bank.locate import find_bank

REPO = Path(__file__).resolve().parent.parent
BANK = find_bank(None)
STRATEGY = "pots-of-gold-strategy"


def _module(slug: str, stem: str) -> ModuleType:
    # as the judge loads a problem's support file: solutions/_shared importable
    return load_problem_module(REPO / "solutions" / slug / f"{stem}.py", stem)


def _lead(row: tuple[int, ...]) -> int:
    """How far the player to move finishes ahead on `row` with both playing well (plain search)."""

    @cache
    def best(lo: int, hi: int) -> int:
        if lo > hi:
            return 0
        return max(row[lo] - best(lo + 1, hi), row[hi] - best(lo, hi - 1))

    return best(0, len(row) - 1)


def _first_bad_turn(row: tuple[int, ...], line: tuple[str, ...]) -> int | None:
    """The 1-based turn of the first move that gives away score; None if every move is optimal."""
    lo, hi = 0, len(row) - 1
    for turn, move in enumerate(line, 1):
        left = row[lo] - _lead(row[lo + 1 : hi + 1])
        right = row[hi] - _lead(row[lo:hi])
        if (left if move == "L" else right) < max(left, right):
            return turn
        lo, hi = (lo + 1, hi) if move == "L" else (lo, hi - 1)
    return None


def test_strategy_checker_accepts_exactly_the_all_optimal_lines() -> None:
    check = _module(STRATEGY, "checker").check
    accepted = rejected = 0
    for length in range(1, 6):
        for row in itertools.product(range(3), repeat=length):
            for line in itertools.product("LR", repeat=length):
                ok, message = check({"pots": list(row)}, None, list(line))
                bad = _first_bad_turn(row, line)
                assert ok == (bad is None), (row, line, message)
                if ok:
                    accepted += 1
                else:
                    rejected += 1
                    assert message.startswith(f"turn {bad}: "), (row, line, message)
    assert accepted > 0 and rejected > 0


@pytest.mark.parametrize(
    ("line", "fragment"),
    [
        (["L", "R", "L"], "expected 4 moves"),
        (["L", "R", "L", "R", "L"], "expected 4 moves"),
        (["R", "l", "L", "R"], "turn 2: 'l' is not a move"),
        (["L", "L", "L", "L"], "turn 1: A takes 4 from the left"),
    ],
)
def test_strategy_checker_messages(line: list[str], fragment: str) -> None:
    ok, message = _module(STRATEGY, "checker").check({"pots": [4, 6, 2, 3]}, None, line)
    assert not ok and fragment in message, message


def _submit(tmp_path: Path, slug: str, source: str) -> tuple[int, dict]:
    solution = tmp_path / "solution.py"
    solution.write_text(source)
    done = run_judge("submit", slug, str(solution), "--json", "--no-record", home=tmp_path / "home")
    assert "Traceback" not in done.stderr, done.stderr
    return done.returncode, done.json


# Prefers the left end on ties, where reference.py prefers the right: a different optimal line.
LEFT_ON_TIES = """
class Solution:
    def optimalMoves(self, pots: list[int]) -> list[str]:
        n = len(pots)
        lead = [0] * (n + 1)
        table = [lead[:]]
        for length in range(1, n + 1):
            lead = [max(pots[i] - lead[i + 1], pots[i + length - 1] - lead[i]) if i + length <= n
                    else 0 for i in range(n + 1)]
            table.append(lead)
        moves, i, j = [], 0, n - 1
        while i <= j:
            rest = table[j - i]
            go_left = pots[i] - rest[i + 1] >= pots[j] - rest[i]
            moves.append("L" if go_left else "R")
            i, j = (i + 1, j) if go_left else (i, j - 1)
        return moves
"""


def test_submit_accepts_another_optimal_line_and_names_the_bad_turn(tmp_path: Path) -> None:
    code, report = _submit(tmp_path, STRATEGY, LEFT_ON_TIES)
    assert (code, report["verdict"]) == (0, "AC"), report["failure"]
    assert report["passed"] == report["total"] > 200

    greedy = (REPO / "solutions" / STRATEGY / "wrong_greedy.py").read_text()
    code, report = _submit(tmp_path, STRATEGY, greedy)
    assert (code, report["verdict"]) == (1, "WA")
    message = report["failure"]["message"]
    assert message.startswith("turn 1: A takes 4 from the left"), message


def test_left_on_ties_really_is_a_different_line(tmp_path: Path) -> None:
    path = tmp_path / "left_on_ties.py"
    path.write_text(LEFT_ON_TIES)
    spec = importlib.util.spec_from_file_location("left_on_ties", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    mine = module.Solution().optimalMoves([4, 6, 2, 3])
    reference = _module(STRATEGY, "reference").Solution().optimalMoves([4, 6, 2, 3])
    assert mine != reference and _first_bad_turn((4, 6, 2, 3), tuple(mine)) is None


def _final(turns: list[dict]) -> dict:
    return turns[-1]["scores"]


@pytest.mark.parametrize(
    ("slug", "answer"),
    [
        ("stone-game", lambda s: s["Alice"] > s["Bob"]),
        ("stone-game-difference", lambda s: s["Alice"] - s["Bob"]),
        ("guess-number-higher-or-lower-ii", lambda s: s["paid"]),
    ],
)
def test_play_replays_to_the_expected_answers(slug: str, answer) -> None:
    problem = BANK.load(slug)
    play = _module(slug, "play")
    cases = [t for t in problem.examples + problem.tests if len(json.dumps(t.args)) < 400]
    assert len(cases) > 10
    for case in cases:
        turns = play.line_of_play(**case.args)
        assert all(set(t) == {"player", "move", "scores"} for t in turns)
        assert answer(_final(turns)) == case.expected, case.name


def test_strategy_play_follows_an_accepted_line() -> None:
    problem = BANK.load(STRATEGY)
    play = _module(STRATEGY, "play")
    check = _module(STRATEGY, "checker").check
    for case in problem.examples + problem.tests:
        if len(case.args["pots"]) > 60:
            continue
        turns = play.line_of_play(**case.args)
        line = ["L" if "left" in t["move"] else "R" for t in turns]
        ok, message = check(case.args, case.expected, line)
        assert ok, (case.name, message)
        assert [t["player"] for t in turns] == ["AB"[k % 2] for k in range(len(turns))]
