"""`judge explain`, `judge play --strategy` and `judge run` of played problems through the real
CLI: a strategy problem drawn with its value problem's table, a strategy watched against the
optimal opponent (the referee's child asking the strategy's child for each move), and an
interactive problem's dialogue of an optimal guesser (the interactor's child answering)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import live_descendants, run_judge

ROOT = Path(__file__).resolve().parent.parent
POTS = "pots-of-gold-play"
OFF_LINE = ROOT / "solutions" / POTS / "wrong_greedy_after_mistake.py"
REFERENCE = ROOT / "solutions" / POTS / "reference.py"


@pytest.mark.parametrize(
    "slug, given, cells",
    [
        (POTS, '{"pots": [4, 6, 2, 3]}', 4),
        ("coins-in-a-line-play", '{"n": 5}', 1),
        ("coins-in-a-line-iii-play", '{"values": [3, 2, 2]}', 3),
        ("guess-number-higher-or-lower-ii-play", '{"n": 4}', 4),
        ("cat-and-mouse-play", '{"graph": [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]]}', 6),
    ],
)
def test_a_strategy_problem_is_drawn_with_its_value_problems_table(
    home: Path, slug: str, given: str, cells: int
) -> None:
    done = run_judge("explain", slug, "--input", given, "--json", home=home)
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    assert found["problem"] == slug and len(found["table"]["cells"]) == cells
    assert found["line"] and "the value this strategy must keep" in found["note"]


def test_a_strategy_problem_without_a_table_shows_its_line_of_play(home: Path) -> None:
    for slug, given in (
        ("game-of-nim-play", '{"piles": [1, 2]}'),
        ("can-i-win-play", '{"maxChoosableInteger": 3, "desiredTotal": 4}'),
    ):
        done = run_judge("explain", slug, "--input", given, home=home)
        assert done.returncode == 0, done.stderr
        assert "Optimal line of play" in done.stdout and "the value this strategy must keep" in done.stdout


def test_explain_of_374_and_843_shows_an_optimal_guessers_dialogue(home: Path) -> None:
    done = run_judge("explain", "374", "--input", '{"n": 10, "pick": 7}', home=home)
    assert done.returncode == 0, done.stderr
    assert "guess(5): answers 1" in done.stdout and "guess(7): answers 0" in done.stdout
    assert "answer: 7" in done.stdout
    done = run_judge("explain", "843", "--case", "example-1", "--json", home=home)
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    assert (
        found["line"][-1]["value"] == "answers 6" and "You guessed the secret word correctly" in found["note"]
    )
    refused = run_judge("explain", "374", "--input", '{"n": 10, "pick": 17}', home=home)
    assert refused.returncode == 2 and "pick" in refused.stderr and len(refused.stderr.splitlines()) == 1


def test_play_strategy_shows_the_table_each_game_and_the_lost_position(home: Path) -> None:
    before = live_descendants()
    given = '{"pots": [6, 1, 4, 9, 8, 5]}'
    done = run_judge("play", POTS, "--strategy", str(OFF_LINE), "--input", given, home=home)
    assert done.returncode == 1, done.stderr
    out = done.stdout
    assert out.index("dp[i][j]") < out.index("Playing A against the optimal opponent")
    assert "Playing B against the optimal opponent" in out
    assert "your move:  R (take 8)" in out and "best moves: L (take 6)" in out
    assert out.rstrip().splitlines()[-1].startswith("WA at pots[0..4]")
    assert live_descendants() == before


def test_play_strategy_of_the_value_problem_plays_its_strategy_version_on_one_side(home: Path) -> None:
    given = '{"pots": [4, 6, 2, 3]}'
    done = run_judge(
        "play", "pots-of-gold", "--strategy", str(REFERENCE), "--input", given, "--side", "second", home=home
    )
    assert done.returncode == 0, done.stderr
    assert "Playing B against the optimal opponent" in done.stdout
    assert "Playing A against" not in done.stdout
    assert "AC every move kept the value" in done.stdout


def test_play_strategy_refusals_are_one_line(tmp_path: Path, home: Path) -> None:
    for args, words in (
        (("play", "stone-game", "--strategy", str(REFERENCE)), "no strategy version"),
        (("play", "374", "--strategy", str(REFERENCE)), "interactive problem"),
        (
            ("play", "cat-and-mouse-play", "--strategy", str(REFERENCE), "--side", "second"),
            "you play only mouse",
        ),
        (("play", POTS, "--lang", "java"), "--lang goes with --strategy"),
    ):
        done = run_judge(*args, home=home)
        assert done.returncode == 2 and words in done.stderr, (args, done.stderr)
        assert len(done.stderr.strip().splitlines()) == 1
    broken = tmp_path / "broken.py"
    broken.write_text("class Strategy(:\n")
    done = run_judge("play", POTS, "--strategy", str(broken), home=home)
    assert done.returncode == 1 and "CE" in done.stdout


def test_run_with_a_custom_start_shows_the_games_and_a_custom_secret_the_dialogue(home: Path) -> None:
    done = run_judge("run", POTS, str(OFF_LINE), "--input", '{"pots": [0, 1, 0, 0, 0]}', home=home)
    assert done.returncode == 1 and "Playing A against the optimal opponent" in done.stdout
    assert "your move:" in done.stdout
    guess = ROOT / "solutions" / "guess-the-word" / "reference.py"
    given = '{"words": ["aaaaaa", "aaaaab", "bbbbbb"], "secret": "bbbbbb", "allowedGuesses": 10}'
    done = run_judge("run", "843", str(guess), "--input", given, home=home)
    assert done.returncode == 0, done.stderr
    assert 'guess("' in done.stdout and "-> 6" in done.stdout


RANDOM_CONSISTENT = ROOT / "solutions" / "guess-the-word" / "wrong_random_consistent.py"


def test_843s_adaptive_tests_fail_a_guesser_that_needs_luck(home: Path) -> None:
    """(That the minimax reference passes the same tests is test_interactive.py's
    test_guessing_in_order_is_wa_a_minimax_843_is_accepted_and_both_are_recorded: the same command
    and verdict, judged once a run.)"""
    done = run_judge("submit", "843", str(RANDOM_CONSISTENT), "--all", "--json", "--no-record", home=home)
    assert done.returncode == 1, done.stderr
    cases = {case["name"]: case for case in json.loads(done.stdout)["cases"]}
    adaptive = [case for name, case in cases.items() if name.startswith("adaptive-random-")]
    # luck wins one game in a hundred or so (a random guesser): its WA, not every game's, is the proof
    lost = [case for case in adaptive if case["verdict"] == "WA"]
    assert len(adaptive) == 3 and lost, adaptive
    assert all("call 11: guess(" in case["message"] for case in lost)  # past the budget of 10


def test_the_adaptive_843_judge_names_the_secret_only_when_one_word_is_left(
    tmp_path: Path, home: Path
) -> None:
    guess_first = tmp_path / "first.py"
    guess_first.write_text(
        "class Solution:\n    def findSecretWord(self, words, master):\n        master.guess(words[0])\n"
    )
    words = '["aaaaaa", "aaaaab", "bbbbbb"]'
    given = f'{{"words": {words}, "secret": "aaaaaa", "allowedGuesses": 10, "adaptive": true}}'
    done = run_judge("run", "843", str(guess_first), "--input", given, home=home)
    assert done.returncode == 1, done.stderr
    # "aaaaaa" against the three: 6, 5 and 0 matches, one word each: never 6, then the smaller count
    assert 'guess("aaaaaa") -> 0' in done.stdout
    assert "leave 1 word possible, so the secret word may be 'bbbbbb'" in done.stdout
    fixed = given.replace("true", "false")
    done = run_judge("run", "843", str(guess_first), "--input", fixed, home=home)
    assert done.returncode == 0 and 'guess("aaaaaa") -> 6' in done.stdout
