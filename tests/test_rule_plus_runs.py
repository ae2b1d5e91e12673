"""The plus_runs_at_most_20 rule (flip-game-ii): its check, a repair that keeps the length, and
the CLI refusing an input that breaks it."""

from __future__ import annotations

import functools
import json
from pathlib import Path

from conftest import run_judge

from judge.model.constraints import RULES, Param
from judge.model.values import parse_type

BANK = Path(__file__).resolve().parent.parent
judge = functools.partial(run_judge, problems=BANK / "problems", timeout=60)

RULE = RULES["plus_runs_at_most_20"]
PARAM = Param(
    "currentState", parse_type("str"), length=(1, 60), alphabet="+-", rules=("plus_runs_at_most_20",)
)


def test_holds_up_to_twenty_in_a_row() -> None:
    assert RULE.holds("+" * 20)
    assert RULE.holds("+" * 20 + "-" + "+" * 20)
    assert not RULE.holds("-" + "+" * 21)


def test_repair_breaks_long_runs_and_keeps_the_length() -> None:
    for value in ("+" * 60, "-" + "+" * 21, "+" * 45 + "--"):
        repaired = RULE.repair(value, PARAM)
        assert len(repaired) == len(value)
        assert set(repaired) <= set("+-")
        assert RULE.holds(repaired)


def test_repair_leaves_valid_values_alone() -> None:
    for value in ("+", "-", "++-++", "+" * 20):
        assert RULE.repair(value, PARAM) == value


def test_the_cli_takes_twenty_in_a_row_and_warns_at_twenty_one(home: Path) -> None:
    solution = str(BANK / "solutions" / "flip-game-ii" / "reference.py")
    ok = judge(
        "run",
        "flip-game-ii",
        solution,
        "--input",
        json.dumps({"currentState": "+" * 20 + "-" + "+" * 20}),
        "--json",
        home=home,
    )
    assert ok.returncode == 0, ok.stderr
    assert ok.json["verdict"] == "AC"
    assert ok.json["expected"] is False  # two equal runs: the second player mirrors
    assert "warning" not in ok.stderr
    # outside the constraints: run anyway (as LeetCode's custom input does), with the rule named
    warned = judge(
        "run", "flip-game-ii", solution, "--input", json.dumps({"currentState": "-" + "+" * 21}), home=home
    )
    assert warned.returncode == 0, warned.stderr
    assert "no more than 20 '+' in a row does not hold" in warned.stderr
    assert "warning" in warned.stderr and len(warned.stderr.strip().splitlines()) == 1
