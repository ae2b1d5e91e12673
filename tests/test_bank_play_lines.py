"""The play.py files of Flip Game II, Can I Win and the colored-pieces problem (2038): every line
they give is a legal game, and it ends in the spec's expected answer. Also, `judge stress` shows
such a line next to a counterexample."""

from __future__ import annotations

import re
from pathlib import Path
from types import ModuleType

from conftest import load_problem_module, run_judge

from judge.bank.locate import find_bank

BANK = find_bank(None)
PLAYERS = ("first", "second")


def _module(slug: str, stem: str) -> ModuleType:
    return load_problem_module(BANK.load(slug).solutions_dir / f"{stem}.py", stem)


def _cases(slug: str) -> list:
    """The spec's examples and literal tests."""
    problem = BANK.load(slug)
    return problem.examples + problem.tests


def _replay_flip(state: str, turns: list[dict]) -> bool:
    """Checks every flip; whether the first player made the last move (the other is then stuck)."""
    for index, turn in enumerate(turns):
        assert turn["player"] == PLAYERS[index % 2]
        match = re.fullmatch(r"flips (\d+) and (\d+)", turn["move"])
        assert match, turn["move"]
        i = int(match[1])
        assert int(match[2]) == i + 1 and state[i : i + 2] == "++", (state, turn)
        state = state[:i] + "--" + state[i + 2 :]
        assert turn["scores"] == {"string": state}
    assert "++" not in state
    return len(turns) % 2 == 1


def test_flip_game_lines_are_legal_and_won_by_the_expected_player() -> None:
    play = _module("flip-game-ii", "play")
    cases = [(case.name, case.args["currentState"], case.expected) for case in _cases("flip-game-ii")]
    assert len(cases) > 20
    reference = _module("flip-game-ii", "reference").Solution
    for length in range(1, 11):  # and every string of up to 10 characters, against the reference
        for bits in range(1 << length):
            state = "".join("+-"[bits >> i & 1] for i in range(length))
            cases.append((state, state, reference().canWin(state)))
    for name, state, expected in cases:
        turns = play.line_of_play(state)
        assert all(set(turn) == {"player", "move", "scores"} for turn in turns)
        assert _replay_flip(state, turns) is expected, name


def _replay_can_i_win(m: int, target: int, turns: list[dict]) -> bool:
    """Checks every pick; whether the first player's pick reached the target (a target of 0 counts
    as reached by the first player before any pick, as the problem says)."""
    if target == 0:
        assert turns == []
        return True
    taken: set[int] = set()
    total = 0
    for index, turn in enumerate(turns):
        assert total < target  # the game was still on
        assert turn["player"] == PLAYERS[index % 2]
        match = re.fullmatch(r"takes (\d+)( and reaches the target)?", turn["move"])
        assert match, turn["move"]
        pick = int(match[1])
        assert 1 <= pick <= m and pick not in taken
        taken.add(pick)
        total += pick
        assert bool(match[2]) == (total >= target) and turn["scores"] == {"total": total}
    if total < target:  # nobody reached it: the whole pool was played
        assert len(taken) == m
        return False
    return len(turns) % 2 == 1


def test_can_i_win_lines_are_legal_and_won_by_the_expected_player() -> None:
    play = _module("can-i-win", "play")
    # the line's own memo is a plain search: pools of up to 14 keep this test quick
    cases = [
        (case.name, case.args["maxChoosableInteger"], case.args["desiredTotal"], case.expected)
        for case in _cases("can-i-win")
        if case.args["maxChoosableInteger"] <= 14
    ]
    assert len(cases) > 10
    reference = _module("can-i-win", "reference").Solution
    for m in range(1, 9):  # and every small pool and target, against the reference
        for target in range(m * (m + 1) // 2 + 3):
            cases.append((f"({m}, {target})", m, target, reference().canIWin(m, target)))
    assert {case[3] for case in cases} == {True, False}
    for name, m, target, expected in cases:
        turns = play.line_of_play(m, target)
        assert all(set(turn) == {"player", "move", "scores"} for turn in turns)
        assert _replay_can_i_win(m, target, turns) is expected, name


def _replay_colors(line: str, turns: list[dict]) -> bool:
    """Checks every removal; whether Alice made the last move (Bob is then stuck)."""
    for index, turn in enumerate(turns):
        name, colour = (("Alice", "A"), ("Bob", "B"))[index % 2]
        assert turn["player"] == name
        match = re.fullmatch(r"removes the ([AB]) at index (\d+)", turn["move"])
        assert match and match[1] == colour, turn["move"]
        at = int(match[2])
        assert 0 < at < len(line) - 1 and line[at - 1 : at + 2] == colour * 3, (line, turn)
        line = line[:at] + line[at + 1 :]
        assert turn["scores"] == {"line": line}
    stuck = ("A", "B")[len(turns) % 2]
    assert stuck * 3 not in line
    return len(turns) % 2 == 1


def test_colored_pieces_lines_are_legal_and_won_by_the_expected_player() -> None:
    slug = "remove-colored-pieces-if-both-neighbors-are-the-same-color"
    play = _module(slug, "play")
    cases = [
        (case.name, case.args["colors"], case.expected)
        for case in _cases(slug)
        if len(case.args["colors"]) <= 2000
    ]
    assert len(cases) > 10
    reference = _module(slug, "reference").Solution
    for length in range(1, 11):  # and every line of up to 10 pieces, against the reference
        for bits in range(1 << length):
            colors = "".join("AB"[bits >> i & 1] for i in range(length))
            cases.append((colors, colors, reference().winnerOfGame(colors)))
    for name, colors, expected in cases:
        turns = play.line_of_play(colors)
        assert all(set(turn) == {"player", "move", "scores"} for turn in turns)
        assert _replay_colors(colors, turns) is expected, name


def test_stress_shows_the_flip_game_line_next_to_a_counterexample(home: Path) -> None:
    wrong = BANK.load("flip-game-ii").solutions_dir / "wrong_or_runs.py"
    done = run_judge(
        "--problems",
        str(BANK.problems_dir),
        "stress",
        "flip-game-ii",
        str(wrong),
        "--seed",
        "1",
        "--count",
        "200",
        home=home,
        timeout=120,
    )
    assert done.returncode == 1, done.stderr
    assert "Optimal play" in done.stdout and "flips" in done.stdout, done.stdout
