"""Flip Game II's own rule, no more than 20 '+' in a row, in its solutions/flip-game-ii/validator.py:
its check and its repair (which keeps the length) asked of the validator's confined child, and the
CLI warning on an input that breaks it."""

from __future__ import annotations

import functools
import json
from pathlib import Path

from conftest import run_judge

from judge.bank.spec import Bank
from judge.grading.validation import input_problems, repaired, rule_breaks

BANK = Path(__file__).resolve().parent.parent
judge = functools.partial(run_judge, problems=BANK / "problems", timeout=60)
PROBLEM = Bank(BANK / "problems", BANK / "solutions").load("flip-game-ii")
BROKEN = "currentState: no more than 20 '+' in a row does not hold"


def state(text: str) -> dict:
    return {"currentState": text}


def test_holds_up_to_twenty_in_a_row() -> None:
    found = rule_breaks(PROBLEM, [state("+" * 20), state("+" * 20 + "-" + "+" * 20), state("-" + "+" * 21)])
    assert found == [[], [], [BROKEN]]


def test_the_spec_is_checked_first_and_the_validator_only_then() -> None:
    found = input_problems(PROBLEM, [state(""), state("+" * 61), state("+" * 21), state("+-")])
    assert found[0] and found[1] and "outside [1, 60]" in found[1][0]
    assert found[2:] == [[BROKEN], []]


def test_repair_breaks_long_runs_and_keeps_the_length() -> None:
    values = ["+" * 60, "-" + "+" * 21, "+" * 45 + "--"]
    for value, mended in zip(values, repaired(PROBLEM, [state(v) for v in values])):
        assert mended is not None
        assert len(mended["currentState"]) == len(value)
        assert set(mended["currentState"]) <= set("+-")
    assert rule_breaks(PROBLEM, repaired(PROBLEM, [state(v) for v in values])) == [[], [], []]


def test_repair_leaves_valid_values_alone() -> None:
    values = [state(v) for v in ("+", "-", "++-++", "+" * 20)]
    assert repaired(PROBLEM, values) == values


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
