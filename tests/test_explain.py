"""`judge explain`: the tables of the seed documents, the bank's table.py files against the
reference's answers, your answer next to the table, and one-line errors for bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import load_problem_module, run_judge, share_cache

from judge.bank.locate import find_bank

REPO = Path(__file__).resolve().parent.parent
BANK = find_bank(str(REPO / "problems"))
WITH_TABLE = sorted(p.parent.name for p in (REPO / "solutions").glob("*/table.py"))

# Seed 001: dp[l][r] for stones = [5, 3, 1, 4, 2], filled by interval length, 6 in the corner.
SEED_001 = [
    [0, 5, 3, 7, 6],
    [None, 0, 3, 1, 7],
    [None, None, 0, 4, 2],
    [None, None, None, 0, 4],
    [None, None, None, None, 0],
]


@pytest.fixture
def home(home: Path, shared_cache: Path) -> Path:
    """conftest's fresh home with the run's shared cache: expected values are computed once a run."""
    return share_cache(home, shared_cache)


def test_stone_game_vii_draws_the_table_of_seed_001(home: Path) -> None:
    done = run_judge("explain", "stone-game-vii", "--input", '{"stones": [5,3,1,4,2]}', "--json", home=home)
    assert done.returncode == 0, done.stderr
    table = done.json["table"]
    assert table["cells"] == SEED_001 and table["answer_cell"] == [0, 4] and done.json["answer"] == 6
    assert table["derivation"] == "dp[0][4] = max(10 - 7, 13 - 7) = max(3, 6) = 6"
    assert [t["scores"] for t in done.json["line"]][-1] == {"Alice": 18, "Bob": 12}


def test_the_drawn_table_marks_the_answer_and_the_path(home: Path) -> None:
    done = run_judge("explain", "stone-game-vii", "--input", '{"stones": [5,3,1,4,2]}', home=home)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "[6]" in out and "*7" in out and "l=0 (5)" in out and "r=4 (2)" in out
    assert "fill order: by interval length" in out and "answer: 6" in out


def test_predict_the_winner_shows_why_the_first_player_loses(home: Path) -> None:
    done = run_judge("explain", "predict-the-winner", "--input", '{"nums": [1, 5, 2]}', home=home)
    assert done.returncode == 0, done.stderr
    assert "[-2]" in done.stdout and "max(1 - 3, 2 - 4)" in done.stdout
    assert "player 1 loses" in done.stdout and "answer: false" in done.stdout


def test_a_case_of_the_bank_by_name(home: Path) -> None:
    done = run_judge("explain", "pots-of-gold", "--case", "example-1", "--json", home=home)
    assert done.returncode == 0, done.stderr
    assert done.json["answer"] == 9 and done.json["line"][-1]["scores"] == {"A": 9, "B": 6}


@pytest.mark.parametrize(
    "args, message",
    [
        (["--input", '{"stones": [5, 3'], "is not valid JSON"),
        (["--input", '{"stones": [5]}'], "--input: len(stones) = 1"),
        (["--input", json.dumps({"stones": list(range(1, 14))})], "the largest that fits on screen is 12"),
        (["--case", "no-such-case"], "no test of that name"),
        ([], "give exactly one of --input JSON or --case NAME"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(home: Path, args: list[str], message: str) -> None:
    done = run_judge("explain", "stone-game-vii", *args, home=home)
    assert done.returncode == 2 and message in done.stderr, done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr


def test_problems_without_any_explanation_say_so_in_one_line(home: Path, tmp_path: Path) -> None:
    """Every problem of the bank explains itself; one whose folder has only its reference says so."""
    slug = "binary-tree-coloring-game"
    (tmp_path / "problems").mkdir()
    (tmp_path / "solutions" / slug).mkdir(parents=True)
    spec = (REPO / "problems" / f"{slug}.yaml").read_text()
    (tmp_path / "problems" / f"{slug}.yaml").write_text(spec)
    reference = (REPO / "solutions" / slug / "reference.py").read_text()
    (tmp_path / "solutions" / slug / "reference.py").write_text(reference)
    # without the generator its generated tests (trees) cannot be drawn: one line, exit 2 (asked
    # for one of them: an example is found without drawing them)
    done = run_judge("explain", slug, "--case", "random-small-1", home=home, problems=tmp_path / "problems")
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert "no default generator for root: TreeNode; ship a generator.py" in done.stderr
    generator = (REPO / "solutions" / slug / "generator.py").read_text()
    (tmp_path / "solutions" / slug / "generator.py").write_text(generator)
    done = run_judge("explain", slug, "--case", "example-1", home=home, problems=tmp_path / "problems")
    assert done.returncode == 2, done.stderr
    assert f"{slug} has no table.py, play.py or game.py" in done.stderr


def test_line_only_problems_show_the_line(home: Path) -> None:
    done = run_judge("explain", "stone-game-ii", "--case", "example-1", home=home)
    assert done.returncode == 0, done.stderr
    assert "has no table.py" in done.stdout and "Optimal line of play" in done.stdout


def test_your_wrong_answer_is_marked_next_to_the_table(home: Path) -> None:
    wrong = REPO / "solutions" / "stone-game-vii" / "wrong_greedy.py"
    done = run_judge(
        "explain", "stone-game-vii", str(wrong), "--input", '{"stones": [5,3,1,4,2]}', "--json", home=home
    )
    assert done.json["yours"]["differs"] is True and done.json["yours"]["got"] != 6
    assert done.returncode == 1
    right = REPO / "solutions" / "stone-game-vii" / "reference.py"
    done = run_judge("explain", "stone-game-vii", str(right), "--input", '{"stones": [5,3,1,4,2]}', home=home)
    assert done.returncode == 0 and "agrees with the reference" in done.stdout


@pytest.mark.parametrize("slug", WITH_TABLE)
def test_each_table_agrees_with_the_reference_on_the_examples(slug: str) -> None:
    """The table's answer is the problem's expected output on every example small enough to draw."""
    problem = BANK.load(slug)
    module = load_problem_module(problem.solutions_dir / "table.py", "table")
    checked = 0
    for case in problem.examples + problem.tests[:30]:
        if any(
            (len(v) if isinstance(v, list | str) else v) > module.LIMIT.get(k, 10**9)
            for k, v in case.args.items()
            if isinstance(v, list | str | int)
        ):
            continue
        found = module.explain(**case.args)
        if slug == "pots-of-gold-strategy":  # any optimal line is right: replay it
            pots, i, j, a = list(case.args["pots"]), 0, len(case.args["pots"]) - 1, 0
            for turn, move in enumerate(found["answer"]):
                taken = pots[i] if move == "L" else pots[j]
                i, j = (i + 1, j) if move == "L" else (i, j - 1)
                a += taken if turn % 2 == 0 else 0
            assert a == found["table"]["cells"][0][-1], case.name
        else:
            assert found["answer"] == case.expected, (case.name, found["answer"], case.expected)
        table = found["table"]
        if table is None:  # a problem with no grid: the line and a note instead
            assert found["line"] and found["note"], case.name
        else:
            r, c = table["answer_cell"]
            assert table["cells"][r][c] is not None and len(table["fill"]) >= 1
        checked += 1
    assert checked > 0


def test_a_failed_submit_ends_with_the_explain_command(home: Path) -> None:
    wrong = REPO / "solutions" / "stone-game-vii" / "wrong_greedy.py"
    done = run_judge("submit", "stone-game-vii", str(wrong), "--no-record", home=home)
    assert done.returncode == 1
    assert done.stdout.strip().splitlines()[-1] == "to see why: judge explain stone-game-vii --case example-1"


def test_a_failed_stress_ends_with_the_explain_command(home: Path) -> None:
    wrong = REPO / "solutions" / "pots-of-gold" / "wrong_greedy.py"
    done = run_judge(
        "stress", "pots-of-gold", str(wrong), "--no-record", "--count", "200", "--seed", "1", home=home
    )
    assert done.returncode == 1
    last = done.stdout.strip().splitlines()[-1]
    assert last.startswith('to see why: judge explain pots-of-gold --input \'{"pots": ['), last
    command = last.removeprefix("to see why: judge ").split(" ", 3)
    again = run_judge(command[0], command[1], command[2], command[3].strip("'"), "--json", home=home)
    assert again.returncode == 0 and again.json["table"] is not None


def test_a_literal_limit_is_read_without_running_the_file(tmp_path: Path) -> None:
    """A failure report asks whether its input fits `judge explain`: a LIMIT written as a literal is
    read from the file's text (no child started); anything else is left to the file's child."""
    from judge.explain.tables import written_limit

    play = tmp_path / "play.py"
    play.write_text("import os\nLIMIT = {'nums': 12}\nos._exit(3)\n")
    assert written_limit(play, {"n": 1}) == {"nums": 12}
    play.write_text("def line_of_play(**args):\n    return []\n")
    assert written_limit(play, {"n": 1}) == {"n": 1}  # no LIMIT: the default
    for computed in (
        "LIMIT = dict(nums=12)\n",
        "LIMIT = {'nums': 1}\nLIMIT = {'nums': 2}\n",
        "from x import LIMIT\n",
    ):
        play.write_text(computed)
        assert written_limit(play, {}) is None, computed
