"""The support files of 2005 (Fibonacci tree), 2868 (wording game) and 3283 (knight and pawns) say
what the games say: the cut `judge explain` shows for a Fibonacci tree leaves Bob a lost tree in a
search of the real game, a 3283 line of play is legal and adds up to the expected answer, and the
wording game's validator refuses what the statement forbids. Also the numbers find the problems."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import load_problem_module, run_judge

from judge.bank.locate import find_bank

BANK = find_bank(None)
TREE = "subtree-removal-game-with-fibonacci-tree"
PAWNS = "maximum-number-of-moves-to-kill-all-pawns"
WORDS = "the-wording-game"
JUMPS = {(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)}


def _module(slug: str, stem: str):
    return load_problem_module(BANK.load(slug).solutions_dir / f"{stem}.py", stem)


def _tree(k: int):
    """order(k) as nested (left, right) pairs, None for no subtree."""
    return None if k == 0 else ((None, None) if k == 1 else (_tree(k - 2), _tree(k - 1)))


def _cut(tree, path: list[str]):
    left, right = tree
    if len(path) == 1:
        return (None, right) if path[0] == "left" else (left, None)
    if path[0] == "left":
        return (_cut(left, path[1:]), right)
    return (left, _cut(right, path[1:]))


def _shape(tree) -> tuple:
    return tuple(sorted(_shape(child) for child in tree if child is not None))


def test_the_winning_cut_explain_shows_leaves_bob_lost_in_a_real_game_search(tmp_path: Path) -> None:
    table, brute = _module(TREE, "table"), _module(TREE, "brute")
    checked = 0
    for n in range(2, 7):  # order(6) is 20 nodes: the plain search of every shape stays fast
        found = table.explain(n)
        assert found["answer"] is brute.mover_wins(_shape(_tree(n)))
        if not found["answer"]:
            continue
        path = [side for side, _ in table.winning_move(n, 0, table.values(n))]
        assert not brute.mover_wins(_shape(_cut(_tree(n), path))), n
        checked += 1
    assert checked == 5
    shown = run_judge("explain", "2005", "--input", '{"n": 7}', home=tmp_path)
    assert shown.returncode == 0, shown.stderr
    assert "g\t-\t0\t1\t3\t6\t3\t3\t[0]" in shown.stdout and "Alice loses" in shown.stdout


def test_a_pawn_line_of_play_is_legal_and_adds_up_to_the_expected_answer() -> None:
    play = _module(PAWNS, "play")
    problem = BANK.load(PAWNS)
    cases = [case for case in (*problem.examples, *problem.tests) if len(case.args["positions"]) <= 8]
    assert len(cases) > 10
    for case in cases:
        turns = play.line_of_play(**case.args)
        pawns = {tuple(p) for p in case.args["positions"]}
        taken, total = set(), 0
        for index, turn in enumerate(turns):
            assert turn["player"] == ("Alice", "Bob")[index % 2]
            words = turn["move"].split()
            square = (int(words[4].strip("(,")), int(words[5].strip(")")))
            assert square in pawns and square not in taken, (case.name, turn)
            taken.add(square)
            total += int(words[7])
            assert turn["scores"] == {"moves": total}
        assert taken == pawns and total == case.expected, case.name


def test_a_knight_path_of_four_from_a_corner_is_the_shortest_there_is() -> None:
    # the trap the tests name: (1, 1) to (0, 0) is 4 moves on the board (2 on an unbounded one)
    reachable = {(1, 1)}
    for _ in range(3):
        reachable |= {
            (x + dx, y + dy)
            for x, y in reachable
            for dx, dy in JUMPS
            if 0 <= x + dx < 50 and 0 <= y + dy < 50
        }
    assert (0, 0) not in reachable
    problem = BANK.load(PAWNS)
    corner_tests = [t for t in problem.tests if t.name.startswith(("corner", "from-corner"))]
    assert len(corner_tests) >= 5 and all(
        t.expected == 4 for t in corner_tests if len(t.args["positions"]) == 1
    )


@pytest.mark.parametrize(
    ("args", "rule"),
    [
        ({"a": ["b", "a"], "b": ["c"]}, "sorted"),
        ({"a": ["a"], "b": ["a"]}, "differ"),
        ({"a": ["A"], "b": ["b"]}, "lowercase"),
        ({"a": [""], "b": ["b"]}, "non-empty"),
    ],
)
def test_the_wording_validator_refuses_what_the_statement_forbids(args: dict, rule: str) -> None:
    validator = _module(WORDS, "validator")
    broken = validator.validate(args)
    assert any(rule in line for line in broken), broken
    assert validator.validate(validator.repair(args)) == []


def test_every_game_that_reaches_z_is_in_the_tests() -> None:
    # a 27th letter after 'z' fails these: the tests hold them by name
    names = {t.name: t for t in BANK.load(WORDS).tests}
    assert names["z-has-no-next-letter"].expected is True
    assert names["z-answered"].expected is False


@pytest.mark.parametrize(("number", "slug"), [("2005", TREE), ("lc2868", WORDS), ("3283", PAWNS)])
def test_the_numbers_find_the_problems(tmp_path: Path, number: str, slug: str) -> None:
    shown = run_judge("show", number, home=tmp_path)
    assert shown.returncode == 0, shown.stderr
    listed = run_judge("list", "--json", home=tmp_path)
    assert slug in {row["slug"] for row in json.loads(listed.stdout)}
    assert slug.replace("-", " ") in shown.stdout.splitlines()[0].lower()


@pytest.mark.parametrize(
    ("slug", "answer"),
    [(WORDS, lambda session: session.final_value() > 0), (PAWNS, lambda session: session.final_value())],
)
def test_optimal_play_of_the_game_gives_the_expected_answers(slug: str, answer) -> None:
    from judge.explain.play import load_game, optimal_session
    from judge.model.errors import InputError

    problem = BANK.load(slug)
    checked = 0
    for case in (*problem.examples, *problem.tests):
        try:
            game, _ = load_game(problem, dict(case.args))
        except InputError:  # too large to play
            continue
        assert answer(optimal_session(game)) == case.expected, case.name
        checked += 1
    assert checked >= 10, checked
