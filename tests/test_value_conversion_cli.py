"""Returned values converted as LeetCode's serializer does (and --strict-types
keeps the exact types), Python 2 files named as such, near-miss entry names. Through the real CLI."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import run_judge, share_cache

STONE_GAME_DIFFERENCE = """
class Solution:
    def stoneGame(self, piles):
        n = len(piles)
        dp = [[0] * n for _ in range(n)]
        for i in range(n):
            dp[i][i] = piles[i]
        for d in range(1, n):
            for i in range(n - d):
                j = i + d
                dp[i][j] = max(piles[i] - dp[i + 1][j], piles[j] - dp[i][j - 1])
        return dp[0][n - 1]  # the score difference, an int: LeetCode accepts it as true
"""


@pytest.fixture
def home(home: Path, shared_cache: Path) -> Path:
    """conftest's fresh home with the run's shared cache: expected values are computed once a run."""
    return share_cache(home, shared_cache)


def constant(value: str) -> str:
    return f"class Solution:\n    def stoneGame(self, piles):\n        return {value}\n"


def judge(tmp_path: Path, home: Path, command: str, source: str, *flags: str):
    solution = tmp_path / "mine.py"
    solution.write_text(source)
    done = run_judge(command, "stone-game", str(solution), "--json", *flags, home=home)
    assert "Traceback" not in done.stderr, done.stderr
    return done


@pytest.mark.parametrize("source", [STONE_GAME_DIFFERENCE, constant("1")])
def test_an_int_for_a_bool_is_judged_by_truthiness_as_leetcode_does(
    tmp_path: Path, home: Path, source: str
) -> None:
    done = judge(tmp_path, home, "submit", source, "--no-record")
    assert (done.returncode, done.json["verdict"]) == (0, "AC"), done.stdout
    notes = {case["message"] for case in done.json["cases"]}
    assert any(
        note.startswith("returned int ") and note.endswith(": judged as true, as LeetCode does")
        for note in notes
    ), notes
    text = run_judge("submit", "stone-game", str(tmp_path / "mine.py"), "--no-record", home=home)
    assert text.returncode == 0 and "as LeetCode does" in text.stdout


@pytest.mark.parametrize("source", [STONE_GAME_DIFFERENCE, constant("1")])
def test_strict_types_keeps_an_int_for_a_bool_wrong(tmp_path: Path, home: Path, source: str) -> None:
    done = judge(tmp_path, home, "submit", source, "--no-record", "--strict-types")
    assert (done.returncode, done.json["verdict"]) == (1, "WA")
    assert done.json["failure"]["message"] == "expected bool, got int"


def test_zero_is_false_and_says_so(tmp_path: Path, home: Path) -> None:
    done = judge(tmp_path, home, "submit", constant("0"), "--no-record")
    assert done.json["verdict"] == "WA"
    assert done.json["failure"]["message"] == (
        "returned int 0: judged as false, as LeetCode does; expected true, got false"
    )


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("None", "expected bool, got None"),
        ("[1]", "expected bool, got list"),
        ("1.0", "expected bool, got float"),
    ],
)
def test_what_leetcode_rejects_stays_wrong(tmp_path: Path, home: Path, value: str, message: str) -> None:
    done = judge(tmp_path, home, "submit", constant(value), "--no-record")
    assert (done.json["verdict"], done.json["failure"]["message"]) == ("WA", message)


def test_run_and_stress_convert_too_and_take_strict_types(tmp_path: Path, home: Path) -> None:
    args = ("--input", '{"piles": [5, 3, 4, 5]}')
    ran = judge(tmp_path, home, "run", constant("10"), *args)
    assert (ran.returncode, ran.json["verdict"]) == (0, "AC")
    assert ran.json["message"] == "returned int 10: judged as true, as LeetCode does"
    assert judge(tmp_path, home, "run", constant("10"), *args, "--strict-types").json["verdict"] == "WA"
    stressed = judge(tmp_path, home, "stress", constant("10"), "--count", "20", "--no-record")
    assert (stressed.returncode, stressed.json["verdict"]) == (0, "OK")
    strict = judge(tmp_path, home, "stress", constant("10"), "--count", "20", "--no-record", "--strict-types")
    assert (strict.returncode, strict.json["verdict"]) == (1, "FAIL")


PYTHON2 = "this looks like Python 2: the judge runs Python 3"


@pytest.mark.parametrize(
    ("body", "verdict", "fragment"),
    [
        ('        print "piles", piles\n        return True\n', "CE", "print is a function"),
        (
            "        total = 0\n        for i in xrange(len(piles)): total += piles[i]\n        return True\n",
            "RE",
            "xrange is gone; use range",
        ),
        ("        seen = {}\n        return not seen.has_key(0)\n", "RE", "has_key is gone"),
    ],
)
def test_a_python2_file_is_named_as_such(
    tmp_path: Path, home: Path, body: str, verdict: str, fragment: str
) -> None:
    source = "class Solution:\n    def stoneGame(self, piles):\n" + body
    done = judge(tmp_path, home, "submit", source, "--no-record")
    assert done.json["verdict"] == verdict
    message = done.json["compile_error"] if verdict == "CE" else done.json["failure"]["message"]
    assert PYTHON2 in message and fragment in message, message


def test_a_python3_error_gets_no_python2_hint(tmp_path: Path, home: Path) -> None:
    done = judge(tmp_path, home, "submit", constant("undefined_name"), "--no-record")
    assert done.json["verdict"] == "RE" and PYTHON2 not in done.json["failure"]["message"]


@pytest.mark.skipif(__import__("shutil").which("node") is None, reason="no Node.js installed")
def test_javascript_results_are_converted_too(tmp_path: Path, home: Path) -> None:
    solution = tmp_path / "mine.js"
    solution.write_text("var stoneGame = function(piles) {\n    return 10;\n};\n")
    done = run_judge(
        "run", "stone-game", str(solution), "--input", '{"piles": [5, 3, 4, 5]}', "--json", home=home
    )
    assert (done.returncode, done.json["verdict"]) == (0, "AC"), done.stderr
    assert done.json["message"] == "returned int 10: judged as true, as LeetCode does"
