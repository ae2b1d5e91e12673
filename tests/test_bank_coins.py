"""The Coins in a Line problems (LintCode 394-396): their play.py lines are legal games that end in
the spec's expected answers, and the custom generator of 394 stays inside the constraints."""

from __future__ import annotations

import random
import re
from pathlib import Path
from types import ModuleType

import pytest
from conftest import load_problem_module

from judge.bank.locate import find_bank
from judge.grading.cases import generate_inputs
from judge.model.constraints import check_args

BANK = find_bank(None)
SLUGS = ("coins-in-a-line", "coins-in-a-line-ii", "coins-in-a-line-iii")


def _module(slug: str, stem: str) -> ModuleType:
    return load_problem_module(BANK.load(slug).solutions_dir / f"{stem}.py", stem)


def _small_literal_cases(slug: str) -> list:
    problem = BANK.load(slug)
    cases = [
        case
        for case in problem.examples + problem.tests
        if len(case.args.get("values", [])) <= 40 and case.args.get("n", 0) <= 200
    ]
    assert len(cases) > 20, slug
    return cases


def _replay_coins_one(n: int, turns: list[dict]) -> bool:
    """Checks every move of a 394 game and returns whether the first player took the last coin."""
    left = n
    for index, turn in enumerate(turns):
        assert turn["player"] == ("first", "second")[index % 2]
        match = re.fullmatch(r"takes ([12]) coins?, (\d+) left( \(every move loses\))?", turn["move"])
        assert match, turn["move"]
        taken, remaining = int(match[1]), int(match[2])
        assert taken <= left and remaining == left - taken
        left = remaining
    assert left == 0
    return bool(turns) and turns[-1]["player"] == "first"


def _replay_values(values: list[int], turns: list[dict], from_either_end: bool) -> dict[str, int]:
    """Checks every move of a 395/396 game against the row and the running scores; the final scores."""
    row = list(values)
    scores = {"first": 0, "second": 0}
    for index, turn in enumerate(turns):
        player = ("first", "second")[index % 2]
        assert turn["player"] == player
        if from_either_end:
            match = re.fullmatch(r"takes (\d+) from the (left|right)", turn["move"])
            assert match, turn["move"]
            coin = row.pop(0) if match[2] == "left" else row.pop()
            assert coin == int(match[1])
            scores[player] += coin
        else:
            match = re.fullmatch(r"takes ([12]) coins? \((\d+)(?: \+ (\d+))?\)", turn["move"])
            assert match, turn["move"]
            taken = [row.pop(0) for _ in range(int(match[1]))]
            assert taken == [int(group) for group in match.groups()[1:] if group is not None]
            scores[player] += sum(taken)
        assert turn["scores"] == scores
    assert row == []
    return scores


@pytest.mark.parametrize("slug", SLUGS)
def test_play_is_a_legal_game_ending_in_the_expected_answer(slug: str) -> None:
    play = _module(slug, "play")
    for case in _small_literal_cases(slug):
        turns = play.line_of_play(**case.args)
        assert all(set(turn) == {"player", "move", "scores"} for turn in turns)
        if slug == "coins-in-a-line":
            assert _replay_coins_one(case.args["n"], turns) is case.expected, case.name
        else:
            final = _replay_values(case.args["values"], turns, from_either_end=slug.endswith("-iii"))
            # strictly more wins: an equal split is False
            assert (final["first"] > final["second"]) is case.expected, case.name


def test_coins_one_generator_respects_size_and_limits() -> None:
    generate = _module("coins-in-a-line", "generator").generate
    problem = BANK.load("coins-in-a-line")
    rng = random.Random(394)
    capped = [generate(rng, 7)["n"] for _ in range(200)]
    assert set(capped) == set(range(8))
    unbounded = [generate(rng, None) for _ in range(200)]
    assert all(not check_args(problem.signature.params, args) for args in unbounded)
    assert max(args["n"] for args in unbounded) > 50_000


def test_generated_tests_of_the_coins_problems_stay_inside_the_constraints() -> None:
    for slug in SLUGS:
        problem = BANK.load(slug)
        inputs = generate_inputs(problem)  # raises ProblemFaultError on any constraint violation
        assert len(inputs) == sum(group.count for group in problem.generated)
        assert len({repr(args) for _, args in inputs}) > len(inputs) // 2, slug


@pytest.mark.parametrize("slug", ["coins-in-a-line-ii", "coins-in-a-line-iii"])
def test_a_tie_judged_a_win_says_so(slug: str, home: Path) -> None:
    """LintCode's strict rule: the WA message names the tie, and only when it is one."""
    from conftest import run_judge

    tie = run_judge(
        "submit",
        slug,
        str(BANK.load(slug).solutions_dir / "wrong_tie.py"),
        "--json",
        "--no-record",
        home=home,
    )
    failure = tie.json["failure"]
    assert failure["verdict"] == "WA" and "a tie" in failure["message"], failure
    other = run_judge(
        "run",
        slug,
        str(BANK.load(slug).solutions_dir / "wrong_tie.py"),
        "--input",
        '{"values": [1, 2, 4]}' if slug.endswith("ii") else '{"values": [1, 20, 4]}',
        "--json",
        home=home,
    )
    assert "a tie" not in other.stdout
