"""A test's kind, a verify finding's severity and the command's exit status are enums whose values
are the strings and numbers the JSON output, the caches and the shell always saw."""

from __future__ import annotations

import json
from pathlib import Path

from conftest import run_judge

from judge.bank.cache import problem_from_json, problem_to_json
from judge.bank.locate import find_bank
from judge.model.errors import ExitStatus, JudgeError
from judge.model.problem import CaseKind
from judge.verify.checks import Severity

BANK = Path(__file__).parent / "hostile" / "bank" / "problems"
WRONG = "class Solution:\n    def sumList(self, nums):\n        return 0\n"


def test_values_are_the_old_strings_and_numbers() -> None:
    assert [kind.value for kind in CaseKind] == ["example", "test", "generated", "user", "stress", "custom"]
    assert [severity.value for severity in Severity] == ["error", "warning"]
    assert list(map(int, ExitStatus)) == [0, 1, 2, 130] and JudgeError("x").exit_code == 2
    for member in (CaseKind.EXAMPLE, Severity.WARNING):
        assert json.dumps({"k": member}) == json.dumps({"k": member.value})
        assert str(member) == f"{member}" == member.value


def test_the_spec_cache_gives_back_kinds_not_strings() -> None:
    problem = find_bank(BANK).load("tiny-sum")
    again = problem_from_json(json.loads(json.dumps(problem_to_json(problem))))
    assert again.examples[0].kind is CaseKind.EXAMPLE and next(iter(again.tests)).kind is CaseKind.TEST
    assert again == problem


def test_submit_json_says_the_kind_as_before(tmp_path: Path, home: Path) -> None:
    solution = tmp_path / "wrong.py"
    solution.write_text(WRONG)
    done = run_judge(
        "submit", "tiny-sum", str(solution), "--all", "--json", "--no-record", home=home, problems=BANK
    )
    assert done.returncode == ExitStatus.FAILED, done.stderr
    assert '"kind": "example"' in done.stdout and '"kind": "test"' in done.stdout
    assert {case["kind"] for case in done.json["cases"]} == {"example", "test"}
