"""Interactive problems (LeetCode 374, 843) through the real CLI: the solution's child calls the
interactor's child over pipes, and each verdict comes from real processes."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from conftest import live_descendants, run_judge, tool_found

ROOT = Path(__file__).resolve().parent.parent
GUESS = "guess-number-higher-or-lower"
WORD = "guess-the-word"
FAILED_843 = "Either you took too many guesses, or you did not find the secret word."

BINARY_SEARCH = """
class Solution:
    def guessNumber(self, n: int) -> int:
        lo, hi = 1, n
        while lo <= hi:
            mid = (lo + hi) // 2
            answer = guess(mid)
            if answer == 0:
                return mid
            if answer < 0:
                hi = mid - 1
            else:
                lo = mid + 1
"""


def submit(
    tmp_path: Path,
    home: Path,
    slug: str,
    code: str,
    *more: str,
    problems: Path | None = None,
    env: dict[str, str] | None = None,
) -> dict:
    path = tmp_path / "mine.py"
    path.write_text(code)
    done = run_judge(
        "submit", slug, str(path), "--json", "--no-record", *more, home=home, problems=problems, env=env
    )
    assert done.returncode in (0, 1, 2), done.stderr  # 2: an internal error (IE), the stderr line says
    return json.loads(done.stdout)


def first_failure(result: dict) -> dict:
    return next(case for case in result["cases"] if case["verdict"] not in ("AC", None))


def test_a_public_binary_search_is_accepted_and_leaves_no_process(tmp_path: Path, home: Path) -> None:
    before = live_descendants()
    result = submit(tmp_path, home, GUESS, BINARY_SEARCH)
    assert result["verdict"] == "AC" and result["passed"] == result["total"] > 10
    assert live_descendants() == before


def test_returning_without_finding_the_word_is_wa_with_leetcodes_message(tmp_path: Path, home: Path) -> None:
    code = "class Solution:\n    def findSecretWord(self, words, master):\n        master.guess(words[-1])\n"
    failure = first_failure(submit(tmp_path, home, WORD, code))
    assert failure["verdict"] == "WA" and FAILED_843 in failure["message"]


@pytest.mark.parametrize(
    ("call", "said"),
    [
        ("guess(str(n))", 'guess("10"): num must be int, got str'),
        ("guess(n / 1)", "guess(10.0): num must be int, got float"),
        ("guess(True)", "guess(true): num must be int, got bool"),
        ("guess(object())", "guess(object): num must be int, got object"),
        ("guess(0)", "guess(0): num must be in [1, n] = [1, 10]"),
        ("guess(n + 1)", "guess(11): num must be in [1, n] = [1, 10]"),
    ],
)
def test_an_argument_of_the_wrong_type_or_out_of_range_is_wa_naming_the_call(
    tmp_path: Path, home: Path, call: str, said: str
) -> None:
    code = f"class Solution:\n    def guessNumber(self, n):\n        {call}\n        return n\n"
    failure = first_failure(submit(tmp_path, home, GUESS, code))
    assert failure["verdict"] == "WA" and failure["name"] == "example-1"  # n = 10
    assert f"call 1: {said}" in failure["message"]


def test_a_linear_scan_is_tle_on_its_own_cpu_time(tmp_path: Path, home: Path) -> None:
    code = (ROOT / "solutions" / GUESS / "slow_linear.py").read_text()
    failure = first_failure(submit(tmp_path, home, GUESS, code))
    assert failure["verdict"] == "TLE" and failure["name"] == "mid-size"
    assert "calls)" in failure["message"]


def test_a_solution_that_stops_calling_meets_the_wall_deadline(tmp_path: Path, home: Path) -> None:
    code = "import time\nclass Solution:\n    def guessNumber(self, n):\n        guess(1)\n        time.sleep(60)\n"
    failure = first_failure(submit(tmp_path, home, GUESS, code))
    assert failure["verdict"] == "TLE" and "wall-clock" in failure["message"]


def test_an_exception_between_calls_is_re(tmp_path: Path, home: Path) -> None:
    code = "class Solution:\n    def guessNumber(self, n):\n        guess(1)\n        return [][0]\n"
    failure = first_failure(submit(tmp_path, home, GUESS, code))
    assert failure["verdict"] == "RE" and "IndexError" in failure["message"]


def test_a_solution_that_exits_early_is_re(tmp_path: Path, home: Path) -> None:
    code = (
        "import sys\nclass Solution:\n    def guessNumber(self, n):\n        guess(1)\n        sys.exit(0)\n"
    )
    failure = first_failure(submit(tmp_path, home, GUESS, code))
    assert failure["verdict"] == "RE" and "exit" in failure["message"].lower()


def test_printing_is_shown_not_judged(tmp_path: Path, home: Path) -> None:
    code = BINARY_SEARCH.replace("answer = guess(mid)", "answer = guess(mid)\n            print(mid, answer)")
    result = submit(tmp_path, home, GUESS, code)
    assert result["verdict"] == "AC"


def test_the_interactors_wrong_answer_stands_though_the_solution_goes_on(tmp_path: Path, home: Path) -> None:
    # a thread makes a bad call while the solution spins: the wrong call came first, so WA (not TLE)
    code = (
        "import threading\nclass Solution:\n    def guessNumber(self, n):\n"
        "        threading.Thread(target=lambda: guess(0)).start()\n        while True:\n            pass\n"
    )
    failure = first_failure(submit(tmp_path, home, GUESS, code))
    assert failure["verdict"] == "WA" and "guess(0)" in failure["message"]


def test_a_call_outside_a_game_is_refused(tmp_path: Path, home: Path) -> None:
    code = "guess(1)\n" + BINARY_SEARCH
    path = tmp_path / "mine.py"
    path.write_text(code)
    done = run_judge("submit", GUESS, str(path), "--json", "--no-record", home=home)
    assert done.returncode == 1
    result = json.loads(done.stdout)
    assert result["verdict"] == "CE" and "guess() was called outside a game" in result["compile_error"]


def test_an_adaptive_test_rejects_an_answer_not_pinned_down(tmp_path: Path, home: Path) -> None:
    code = (ROOT / "solutions" / GUESS / "wrong_last_probe.py").read_text()
    result = submit(tmp_path, home, GUESS, code, "--all")
    adaptive = [c for c in result["cases"] if c["name"].startswith("adaptive-") and c["verdict"] == "WA"]
    assert adaptive and "possible" in adaptive[0]["message"] or "picked" in adaptive[0]["message"]


def test_run_shows_the_dialogue_for_a_custom_secret(tmp_path: Path, home: Path) -> None:
    path = tmp_path / "mine.py"
    path.write_text(BINARY_SEARCH)
    done = run_judge("run", GUESS, str(path), "--input", '{"n": 10, "pick": 7}', home=home)
    assert done.returncode == 0, done.stderr
    assert (
        "guess(5) -> 1" in done.stdout and "guess(8) -> -1" in done.stdout and "guess(7) -> 0" in done.stdout
    )


def test_list_and_show_say_the_kind(home: Path) -> None:
    listed = json.loads(run_judge("list", "--json", home=home).stdout)
    kinds = {row["slug"]: row["kind"] for row in listed}
    assert kinds[GUESS] == kinds[WORD] == "interactive" and kinds["predict-the-winner"] == "function"
    shown = run_judge("show", WORD, home=home).stdout
    assert "interactive" in shown and "master.guess(word: str) -> int" in shown


# -- the interactor's own failures are IE -------------------------------------------------------------
def broken_bank(tmp_path: Path, replace_from: str, replace_to: str) -> Path:
    problems, solutions = tmp_path / "bank" / "problems", tmp_path / "bank" / "solutions" / GUESS
    problems.mkdir(parents=True)
    shutil.copy(ROOT / "problems" / f"{GUESS}.yaml", problems)
    shutil.copytree(ROOT / "solutions" / GUESS, solutions)
    interactor = solutions / "interactor.py"
    text = interactor.read_text()
    assert replace_from in text
    interactor.write_text(text.replace(replace_from, replace_to, 1))
    return problems


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (("        if not 1 <= num", "        raise KeyError('oops')\n        if not 1 <= num"), "KeyError"),
        (("        if not 1 <= num", "        return 'higher'\n        if not 1 <= num"), "not an int"),
        (("        if not 1 <= num", "        while True: pass\n        if not 1 <= num"), "did not answer"),
        (("        self.n = test", "        import os; os._exit(3)\n        self.n = test"), "exited"),
    ],
    ids=["crash", "protocol", "loop", "exit"],
)
def test_an_interactor_that_fails_is_ie(
    tmp_path: Path, home: Path, change: tuple[str, str], said: str
) -> None:
    before = live_descendants()
    problems = broken_bank(tmp_path, change[0], change[1])
    result = submit(
        tmp_path, home, GUESS, BINARY_SEARCH, problems=problems, env={"JUDGE_SUPPORT_TIMEOUT_S": "2"}
    )
    failure = first_failure(result)
    assert failure["verdict"] == "IE" and said in failure["message"], failure
    assert live_descendants() == before


# -- the spec -------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("change", "said"),
    [
        (
            ("kind: interactive", "kind: puzzle"),
            "kind: 'puzzle' is not one of function, interactive, strategy",
        ),
        (
            ("hidden: [pick, adaptive]", "hidden: [pick, secret]"),
            "interaction.hidden[1]: 'secret' is not a parameter",
        ),
        (("type: int}]", "type: float}]"), "interaction.calls[0].type: one of int, str"),
        (("kind: interactive", "kind: function"), "interaction: only for kind: interactive"),
    ],
    ids=["kind", "hidden", "call-type", "not-interactive"],
)
def test_a_bad_interactive_spec_is_one_line_naming_the_field(
    tmp_path: Path, home: Path, change: tuple[str, str], said: str
) -> None:
    problems = tmp_path / "bank" / "problems"
    problems.mkdir(parents=True)
    shutil.copytree(ROOT / "solutions" / GUESS, tmp_path / "bank" / "solutions" / GUESS)
    spec = (ROOT / "problems" / f"{GUESS}.yaml").read_text()
    assert change[0] in spec
    (problems / f"{GUESS}.yaml").write_text(spec.replace(change[0], change[1], 1))
    done = run_judge("show", GUESS, home=home, problems=problems)
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert f"{GUESS}.yaml" in done.stderr and said in done.stderr, done.stderr


# -- judge new --------------------------------------------------------------------------------------------
TOOLCHAINS = {
    "python": None,
    "java": "javac",
    "cpp": "g++",
    "go": "go",
    "javascript": "node",
    "typescript": "typescript",
    "rust": "rust",
}
MARKS = {
    "python": "class Solution:",
    "java": "extends GuessGame",
    "cpp": "int guess(int num);",
    "go": "func guess(num int) int",
    "javascript": "var guess = function(num)",
    "typescript": "function guess(num: number): number",
    "rust": "unsafe fn guess(num: i32) -> i32",
}


@pytest.mark.slow  # a cold build per language (the lang fixtures judge these APIs in the default tier)
@pytest.mark.parametrize("lang", sorted(TOOLCHAINS))
def test_the_template_declares_leetcodes_api_and_builds_as_written(
    tmp_path: Path, home: Path, lang: str
) -> None:
    tool = TOOLCHAINS[lang]
    if tool is not None and not tool_found(tool):
        pytest.skip(f"no {tool}")
    made = run_judge("new", GUESS, "--lang", lang, home=home, cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    written = next(tmp_path.glob(f"{GUESS}.*"))
    assert MARKS[lang] in written.read_text()
    judged = run_judge("submit", GUESS, str(written), "--json", "--no-record", home=home, cwd=tmp_path)
    result = json.loads(judged.stdout)
    assert result["verdict"] == "WA", result["compile_error"]  # it builds and runs: an answer is due


def test_guessing_in_order_is_wa_a_minimax_843_is_accepted_and_both_are_recorded(
    tmp_path: Path, home: Path
) -> None:
    """One submission of each, recorded: 843's games are the dearest of the interactive bank."""
    path = tmp_path / "mine.py"
    path.write_text((ROOT / "solutions" / WORD / "wrong_in_order.py").read_text())
    done = run_judge("submit", WORD, str(path), "--all", "--json", home=home)
    assert done.returncode == 1, done.stderr
    failure = first_failure(done.json)  # runs past the budget, with LeetCode's message
    assert failure["verdict"] == "WA"
    assert FAILED_843 in failure["message"] and "call 11" in failure["message"]
    path.write_text((ROOT / "solutions" / WORD / "reference.py").read_text())
    done = run_judge("submit", WORD, str(path), "--json", home=home)
    assert done.returncode == 0 and done.json["verdict"] == "AC", done.json["failure"]
    history = json.loads(run_judge("history", WORD, "--json", home=home).stdout)
    assert [row["verdict"] for row in history] == ["AC", "WA"] and history[1]["total"] == 25


def test_the_secret_never_enters_the_solutions_process(tmp_path: Path, home: Path) -> None:
    # every frame up the stack (the harness's case and configuration among them), one level into
    # the objects they hold, and every object the collector tracks: no pick anywhere
    code = (
        "import gc, sys\n"
        "def seen(value):\n"
        "    found = [value] + list(getattr(value, '__dict__', {}).values())\n"
        "    return [v for v in found if isinstance(v, dict) and 'pick' in v]\n"
        "class Solution:\n    def guessNumber(self, n):\n"
        "        frame, places = sys._getframe(), list(gc.get_objects())\n"
        "        while frame is not None:\n"
        "            places += list(frame.f_locals.values())\n"
        "            frame = frame.f_back\n"
        "        for value in places:\n"
        "            for found in seen(value):\n"
        "                return found['pick']\n"
        "        return -1\n"
    )
    failure = first_failure(submit(tmp_path, home, GUESS, code))
    assert failure["name"] == "example-1" and "returned -1" in failure["message"], failure


def test_judging_a_file_plays_an_interactive_problems_games(tmp_path: Path) -> None:
    """judge_file, which verify and stress call, plays the games too: the reference wins each
    example, and a solution that guesses past the budget is WA (never called with the secret)."""
    from conftest import settings_for

    from judge.bank.locate import find_bank
    from judge.grading.judging import judge_file

    settings = settings_for(tmp_path / "home")
    problem = find_bank(None, cache=settings.cache_dir).load("guess-number-higher-or-lower")
    solutions = problem.solutions_dir
    examples = list(problem.examples)
    found = list(judge_file(problem, solutions / "reference.py", examples, settings=settings, run_all=True))
    assert [case.verdict.value for case in found] == ["AC"] * len(examples), found
    wrong = sorted(solutions.glob("wrong_*.py"))[0]
    assert any(
        case.failed
        for case in judge_file(problem, wrong, list(problem.tests), settings=settings, run_all=True)
    )
