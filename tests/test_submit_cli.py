"""`judge submit/run/new/show/list` end to end: the real CLI, real child processes, JSON asserted."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import run_judge, settings_for

REPO = Path(__file__).resolve().parent.parent


def submit(tmp_path: Path, slug: str, source: str, *flags: str) -> tuple[int, dict]:
    solution = tmp_path / "solution.py"
    solution.write_text(source)
    done = run_judge("submit", slug, str(solution), "--json", *flags, home=tmp_path / "home")
    assert "Traceback" not in done.stderr, done.stderr
    return done.returncode, done.json


@pytest.mark.parametrize("slug", ["predict-the-winner", "stone-game-vii", "pots-of-gold"])
def test_reference_is_accepted_with_the_documented_json_shape(tmp_path: Path, slug: str) -> None:
    source = (REPO / "solutions" / slug / "reference.py").read_text()
    code, report = submit(tmp_path, slug, source)
    assert code == 0
    assert report["verdict"] == "AC" and report["passed"] == report["total"] > 10
    assert {
        "problem",
        "verdict",
        "passed",
        "total",
        "time_ms_max",
        "time_ms_total",
        "cases",
        "failure",
    } <= set(report)
    assert report["failure"] is None
    assert set(report["cases"][0]) >= {"name", "verdict", "time_ms"}
    assert report["time_ms_max"] <= report["time_ms_total"]


PTW_DP = """
class Solution:
    def predictTheWinner(self, nums: List[int]) -> bool:
        @cache
        def gain(i: int, j: int) -> int:
            return 0 if i > j else max(nums[i] - gain(i + 1, j), nums[j] - gain(i, j - 1))
        return gain(0, len(nums) - 1) >= 0
"""


def test_leetcode_prelude_needs_no_imports(tmp_path: Path) -> None:
    source = (
        PTW_DP
        + "\n# deque, inf, defaultdict and heappush are there too\n_ = (deque, inf, defaultdict, heappush)\n"
    )
    code, report = submit(tmp_path, "predict-the-winner", source)
    assert (code, report["verdict"]) == (0, "AC")


def test_old_method_name_and_snake_case_function_are_accepted(tmp_path: Path) -> None:
    old = PTW_DP.replace("def predictTheWinner", "def PredictTheWinner")
    assert submit(tmp_path, "predict-the-winner", old)[1]["verdict"] == "AC"
    module_function = (
        "def max_coins(pots):\n"
        "    n = len(pots)\n"
        "    best = list(pots)\n"
        "    for length in range(2, n + 1):\n"
        "        for i in range(n - length + 1):\n"
        "            best[i] = max(pots[i] - best[i + 1], pots[i + length - 1] - best[i])\n"
        "    return (sum(pots) + best[0]) // 2\n"
    )
    assert submit(tmp_path, "pots-of-gold", module_function)[1]["verdict"] == "AC"


def test_wrong_answer_stops_at_first_failure_and_shows_it(tmp_path: Path) -> None:
    greedy = (
        "class Solution:\n"
        "    def predictTheWinner(self, nums):\n"
        "        nums = list(nums); scores = [0, 0]; turn = 0\n"
        "        while nums:\n"
        "            scores[turn] += nums.pop(0) if nums[0] >= nums[-1] else nums.pop()\n"
        "            turn ^= 1\n"
        "        return scores[0] >= scores[1]\n"
    )
    code, report = submit(tmp_path, "predict-the-winner", greedy)
    assert code == 1 and report["verdict"] == "WA"
    failure = report["failure"]
    assert failure["name"] == "example-2"  # [1, 5, 233, 7]: greedy takes 7 and loses the 233
    assert failure["input"] == {"nums": [1, 5, 233, 7]}
    assert failure["expected"] is True and failure["got"] is False
    verdicts = [c["verdict"] for c in report["cases"]]
    assert verdicts[:2] == ["AC", "WA"] and set(verdicts[2:]) == {"skipped"}

    code, report = submit(tmp_path, "predict-the-winner", greedy, "--all")
    verdicts = [c["verdict"] for c in report["cases"]]
    assert "skipped" not in verdicts and verdicts.count("WA") >= 2
    assert report["passed"] == verdicts.count("AC")


def test_an_int_is_not_a_bool_with_strict_types(tmp_path: Path) -> None:
    source = "def predictTheWinner(nums):\n    return 1\n"
    _, report = submit(tmp_path, "predict-the-winner", source, "--strict-types")
    assert report["verdict"] == "WA"
    assert report["failure"]["message"] == "expected bool, got int"


def test_print_and_input_mutation_do_not_disturb_judging(tmp_path: Path) -> None:
    source = PTW_DP.replace(
        "        return gain(0, len(nums) - 1) >= 0",
        "        answer = gain(0, len(nums) - 1) >= 0\n"
        "        print('thinking about', nums)\n"
        "        nums.clear()  # mutating the input must not change what is judged or shown\n"
        "        return answer",
    )
    code, report = submit(tmp_path, "predict-the-winner", source)
    assert (code, report["verdict"]) == (0, "AC")
    wrong = source.replace("return answer", "return not answer")
    code, report = submit(tmp_path, "predict-the-winner", wrong)
    assert report["verdict"] == "WA"
    assert report["failure"]["input"] == {"nums": [1, 5, 2]}  # the original, not the cleared list
    assert "thinking about [1, 5, 2]" in report["failure"]["output"]


def test_recursion_depth_1000_works_like_leetcode(tmp_path: Path) -> None:
    # Top-down 1690 at n = 1000 recurses about 1000 deep through @cache: a crash under CPython's defaults.
    source = (
        "class Solution:\n"
        "    def stoneGameVII(self, stones: List[int]) -> int:\n"
        "        prefix = list(accumulate(stones, initial=0))\n"
        "        @cache\n"
        "        def best(i, j):\n"
        "            if i == j:\n"
        "                return 0\n"
        "            return max(prefix[j + 1] - prefix[i + 1] - best(i + 1, j),\n"
        "                       prefix[j] - prefix[i] - best(i, j - 1))\n"
        "        return best(0, len(stones) - 1)\n"
    )
    solution = tmp_path / "deep.py"
    solution.write_text(source)
    stones = [(i * 7919) % 1000 + 1 for i in range(1000)]
    done = run_judge(
        "run",
        "stone-game-vii",
        str(solution),
        "--input",
        json.dumps({"stones": stones}),
        "--json",
        home=tmp_path / "home",
    )
    result = json.loads(done.stdout)
    assert result["verdict"] in ("AC", "TLE"), result  # TLE only if this machine is very loaded
    assert "RecursionError" not in result["message"]
    if result["verdict"] == "AC":
        assert result["got"] == result["expected"]


def test_compile_errors_name_the_problem_and_line(tmp_path: Path) -> None:
    code, report = submit(
        tmp_path, "pots-of-gold", "class Solution:\n    def maxCoins(self, pots)\n        return 1\n"
    )
    assert code == 1 and report["verdict"] == "CE"
    assert "SyntaxError" in report["compile_error"] and "line 2" in report["compile_error"]
    assert all(c["verdict"] == "skipped" for c in report["cases"])
    _, report = submit(tmp_path, "pots-of-gold", "import numpy_that_does_not_exist\n")
    assert report["verdict"] == "CE" and "ModuleNotFoundError" in report["compile_error"]
    _, report = submit(
        tmp_path, "pots-of-gold", "class Solution:\n    def maxCoin(self, pots):\n        return 1\n"
    )
    assert report["verdict"] == "CE" and "maxCoins or max_coins" in report["compile_error"]


def test_run_shows_yours_next_to_the_reference(tmp_path: Path) -> None:
    solution = tmp_path / "mine.py"
    solution.write_text("def predictTheWinner(nums):\n    print('hello')\n    return True\n")
    done = run_judge(
        "run", "predict-the-winner", str(solution), "--input", '{"nums": [1, 5, 2]}', "--json", home=tmp_path
    )
    result = json.loads(done.stdout)
    assert done.returncode == 1
    assert (result["got"], result["expected"], result["verdict"]) == (True, False, "WA")
    assert "hello" in result["output"]
    text = run_judge(
        "run", "predict-the-winner", str(solution), "--input", '{"nums": [1, 5, 233, 7]}', home=tmp_path
    )
    assert text.returncode == 0 and "reference: true" in text.stdout


@pytest.mark.parametrize(
    "bad,fragment",
    [
        ("{nums: [1]}", "not valid JSON"),
        ('{"nums": []}', "len(nums) = 0 is outside [1, 20]"),
        ('{"numbers": [1]}', "unknown parameter 'numbers'"),
        ('{"nums": [true]}', "expected int, got bool"),
    ],
)
def test_run_rejects_bad_input_in_one_line(tmp_path: Path, bad: str, fragment: str) -> None:
    solution = tmp_path / "mine.py"
    solution.write_text("def predictTheWinner(nums):\n    return True\n")
    done = run_judge("run", "predict-the-winner", str(solution), "--input", bad, home=tmp_path)
    assert done.returncode == 2 and fragment in done.stderr and "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def test_new_writes_a_template_with_the_exact_signature(tmp_path: Path) -> None:
    done = run_judge("new", "stone-game-vii", home=tmp_path, cwd=tmp_path)
    assert done.returncode == 0
    template = (tmp_path / "stone-game-vii.py").read_text()
    assert "def stoneGameVII(self, stones: List[int]) -> int:" in template
    again = run_judge("new", "stone-game-vii", home=tmp_path, cwd=tmp_path)
    assert again.returncode == 2 and "already exists" in again.stderr
    # The untouched template runs and returns None: a WA that names both types.
    done = run_judge("submit", "stone-game-vii", str(tmp_path / "stone-game-vii.py"), "--json", home=tmp_path)
    assert json.loads(done.stdout)["failure"]["message"] == "expected int, got None"


def test_list_and_show(tmp_path: Path) -> None:
    listing = json.loads(run_judge("list", "--json", home=tmp_path).stdout)
    rows = {row["slug"]: row for row in listing}
    assert rows["stone-game-vii"]["source"] == "LeetCode 1690"
    shown = run_judge("show", "predict-the-winner", home=tmp_path)
    assert shown.returncode == 0
    assert "def predictTheWinner(self, nums: List[int]) -> bool:" in shown.stdout
    assert "1 <= len(nums) <= 20" in shown.stdout and "[1, 5, 233, 7]" in shown.stdout


def test_unknown_problem_suggests_the_closest(tmp_path: Path) -> None:
    done = run_judge("show", "predict-the-winer", home=tmp_path)
    assert done.returncode == 2
    assert "did you mean predict-the-winner?" in done.stderr and "Traceback" not in done.stderr


def test_generated_expected_values_are_cached(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from judge.bank.locate import find_bank
    from judge.grading import cases, judging

    problem = find_bank().load("predict-the-winner")
    first = cases.load_tests(problem, tmp_path, settings=settings_for(tmp_path))
    assert any(t.kind == "generated" for t in first)
    assert len(list(tmp_path.glob("predict-the-winner-*.json"))) == 1

    def no_reference(*args, **kwargs):
        raise AssertionError("the reference ran again although its answers are cached")

    monkeypatch.setattr(judging, "reference_answers", no_reference)
    assert cases.load_tests(problem, tmp_path, settings=settings_for(tmp_path)) == first


PTW_PRINTS = """
calls = 0

class Solution:
    def predictTheWinner(self, nums):
        global calls
        calls += 1
        print("x" * PRINTED(calls))
        best = list(nums)
        for length in range(2, len(nums) + 1):
            for i in range(len(nums) - length + 1):
                best[i] = max(nums[i] - best[i + 1], nums[i + length - 1] - best[i])
        return best[0] >= 0
"""


def test_the_output_limit_is_per_case(tmp_path: Path) -> None:
    # 2 MB in the third case only: that case is OLE, every other case is still judged on its own.
    once = PTW_PRINTS.replace("PRINTED(calls)", "(2_000_000 if calls == 3 else 10)")
    _, report = submit(tmp_path, "predict-the-winner", once, "--all")
    verdicts = [c["verdict"] for c in report["cases"]]
    assert verdicts[2] == "OLE" and verdicts.count("OLE") == 1
    assert verdicts.count("AC") == len(verdicts) - 1 and report["verdict"] == "OLE"
    # 3 KB a call adds up past the 1 MiB limit over the run, yet no single case passes it.
    steady = PTW_PRINTS.replace("PRINTED(calls)", "3000")
    assert submit(tmp_path, "predict-the-winner", steady)[1]["verdict"] == "AC"
    solution = tmp_path / "steady.py"
    solution.write_text(steady)
    done = run_judge(
        "stress",
        "predict-the-winner",
        str(solution),
        "--count",
        "600",
        "--seed",
        "1",
        "--json",
        home=tmp_path / "home",
    )
    assert json.loads(done.stdout)["verdict"] == "OK", done.stdout


def test_new_into_a_missing_folder_is_one_line(tmp_path: Path) -> None:
    done = run_judge("new", "pots-of-gold", str(tmp_path / "no" / "such" / "mine.py"), home=tmp_path)
    assert done.returncode == 2 and "cannot write the template" in done.stderr
    assert "Traceback" not in done.stderr
