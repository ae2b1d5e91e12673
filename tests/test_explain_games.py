"""`judge explain` on the games with no interval or array table: the outcome table of Cat and Mouse,
and lines of play with the value of each state for the graph, counting and math games."""

from __future__ import annotations

from functools import cache
from itertools import product
from pathlib import Path

import pytest
from conftest import load_problem_module, run_judge, share_cache

from judge.bank.locate import find_bank

REPO = Path(__file__).resolve().parent.parent
BANK = find_bank(str(REPO / "problems"))


@pytest.fixture
def home(home: Path, shared_cache: Path) -> Path:
    """conftest's fresh home with the run's shared cache: expected values are computed once a run."""
    return share_cache(home, shared_cache)


def test_cat_and_mouse_draws_the_outcome_table_with_the_start_marked(home: Path) -> None:
    done = run_judge("explain", "cat-and-mouse", "--case", "example-1", "--json", home=home)
    assert done.returncode == 0, done.stderr
    table = done.json["table"]
    assert table["answer_cell"] == [1, 2] and table["cells"][1][2] == [0, 2] and done.json["answer"] == 0
    assert all(row[0] is None for row in table["cells"])  # the cat is never on the hole
    assert table["cells"][0][1] == [1, 1] and table["cells"][3][3] == [2, 2]  # the finished positions
    line = done.json["line"]
    assert line[0]["state"] == "m=1 c=2 mouse to move" and line[0]["value"] == "draw"
    assert line[-1]["move"] == "the position has come back: a draw"
    text = run_judge("explain", "cat-and-mouse", "--case", "example-1", home=home).stdout
    assert "[(0,2)]" in text  # the start cell, bracketed
    assert table["row_labels"][1] == "m=1 (mouse start)" and table["col_labels"][2] == "c=2 (cat start)"


def test_cat_and_mouse_line_shows_the_mouse_winning_fastest(home: Path) -> None:
    done = run_judge(
        "explain",
        "cat-and-mouse",
        "--input",
        '{"graph": [[2, 3], [2, 3], [0, 1], [0, 1]]}',
        "--json",
        home=home,
    )
    assert done.returncode == 0 and done.json["answer"] == 1
    assert [t["value"] for t in done.json["line"]] == [
        "mouse wins in 3 plies",
        "mouse wins in 2 plies",
        "mouse wins in 1 ply",
    ]
    assert done.json["line"][-1]["move"] == "moves 3 -> 0: into the hole"


def test_a_wrong_cat_and_mouse_table_is_pointed_out(home: Path) -> None:
    """The bank's wrong_cat_degree.py keeps its outcomes in `result` like the reference: the cell
    where counting the hole among the cat's moves first shows is named."""
    wrong = REPO / "solutions" / "cat-and-mouse" / "wrong_cat_degree.py"
    done = run_judge("explain", "cat-and-mouse", str(wrong), "--case", "cat-beside-hole", "--json", home=home)
    assert done.returncode == 1
    yours = done.json["yours"]
    assert yours["table"] == {"name": "result", "where": "local", "kind": "grid"}
    assert yours["first_difference"] == {
        "cell": [3, 2],
        "row": "m=3",
        "col": "c=2 (cat start)",
        "expected": [1, 1],
        "got": [1, 0],
    }


def test_cat_and_mouse_ii_shows_a_line_with_the_value_of_each_state(home: Path) -> None:
    done = run_judge("explain", "cat-and-mouse-ii", "--case", "example-1", "--json", home=home)
    assert done.returncode == 0, done.stderr
    assert done.json["table"] is None and "too many to draw" in done.json["note"]
    line = done.json["line"]
    assert line[0]["state"] == "M(2,0) C(1,1) mouse to move" and line[0]["value"] == "mouse wins in 5 plies"
    assert line[-1]["move"].endswith("reaches the food first") and line[-1]["player"] == "Mouse"
    lost = run_judge(
        "explain",
        "cat-and-mouse-ii",
        "--input",
        '{"grid": ["M.C...F"], "catJump": 1, "mouseJump": 3}',
        "--json",
        home=home,
    )
    assert lost.json["line"][0]["value"].startswith("cat wins")
    assert lost.json["line"][-1]["player"] == "Cat"


# The line-only problems of the graph, counting and math kinds: the first state's value names the
# winner the reference gives, on every example and test small enough to show.
LINE_VALUES = {
    "stone-game-ix": lambda expected: "Alice wins" if expected else "Bob wins",
    "sum-game": lambda expected: "Alice wins" if expected else "Bob wins",
    "vowels-game-in-a-string": lambda expected: "Alice wins" if expected else "Bob wins",
    "chalkboard-xor-game": lambda expected: "Alice wins" if expected else "Bob wins",
    "cat-and-mouse-ii": lambda expected: "mouse wins" if expected else "cat wins",
    "binary-tree-coloring-game": lambda expected: "second wins" if expected else "first wins",
}


@pytest.mark.parametrize("slug", sorted(LINE_VALUES))
def test_each_line_starts_from_the_reference_value(slug: str) -> None:
    problem = BANK.load(slug)
    module = load_problem_module(problem.solutions_dir / "play.py", "play")
    limit = getattr(module, "LIMIT", {})
    checked = 0
    for case in problem.examples + problem.tests[:40]:
        if any(len(v) > limit.get(k, 10**9) for k, v in case.args.items() if isinstance(v, list | str)):
            continue
        line = module.line_of_play(**case.args)
        assert all("state" in turn and "value" in turn for turn in line), case.name
        assert line[0]["value"].startswith(LINE_VALUES[slug](case.expected)), (case.name, line[0])
        checked += 1
    assert checked >= 2, slug


@pytest.mark.parametrize(
    "slug, case",
    [
        ("stone-game-ix", "example-3"),
        ("sum-game", "example-3"),
        ("vowels-game-in-a-string", "example-1"),
        ("chalkboard-xor-game", "example-1"),
        ("binary-tree-coloring-game", "example-1"),
    ],
)
def test_line_only_games_show_values_through_the_cli(home: Path, slug: str, case: str) -> None:
    done = run_judge("explain", slug, "--case", case, "--json", home=home)
    assert done.returncode == 0, done.stderr
    assert done.json["table"] is None and "no table" in done.json["note"]
    assert done.json["line"] and all(" wins" in t["value"] for t in done.json["line"])
    text = run_judge("explain", slug, "--case", case, home=home).stdout
    assert "state = value" in text and "Optimal line of play" in text


def test_explaining_an_example_computes_no_generated_test(tmp_path: Path) -> None:
    """`--case` finds an example or a literal test without the reference computing every generated
    test's expected value first; naming a generated test computes them (into the home's cache)."""
    home = tmp_path / "home"  # its own cache, not the run's: what lands in it is the point
    done = run_judge("explain", "sum-game", "--case", "example-3", "--json", home=home)
    assert done.returncode == 0 and done.json["line"], done.stderr
    assert not list((home / "cache").glob("sum-game-*.json"))
    done = run_judge("explain", "sum-game", "--case", "random-small-1", "--json", home=home)
    assert done.returncode == 0 and done.json["line"], done.stderr
    assert len(list((home / "cache").glob("sum-game-*.json"))) == 1


def test_the_vowels_rule_agrees_with_an_exhaustive_search() -> None:
    module = load_problem_module(REPO / "solutions" / "vowels-game-in-a-string" / "play.py", "play")

    @cache
    def brute(s: str, turn: int) -> int:
        for i in range(len(s)):
            for j in range(i + 1, len(s) + 1):
                if sum(ch in "aeiou" for ch in s[i:j]) % 2 == (1 if turn == 0 else 0):
                    if brute(s[:i] + s[j:], 1 - turn) == turn:
                        return turn
        return 1 - turn

    for length in range(8):
        for letters in product("ab", repeat=length):
            s = "".join(letters)
            for turn in (0, 1):
                assert module.value(s, turn) == brute(s, turn), (s, turn)
    line = module.line_of_play("leetcoder")
    assert [t["move"] for t in line] == [
        'deletes "leetcod" (3 vowels)',
        'deletes "r" (0 vowels)',
        'deletes "e" (1 vowel)',
        "has no legal deletion and loses",
    ]
