"""The plus_runs_at_most_20 rule (flip-game-ii): its check, and a repair that keeps the length."""

from __future__ import annotations

from judge.model.constraints import RULES, Param
from judge.model.values import parse_type

RULE = RULES["plus_runs_at_most_20"]
PARAM = Param("currentState", parse_type("str"), length=(1, 60), alphabet="+-",
              rules=("plus_runs_at_most_20",))


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
