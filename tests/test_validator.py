"""A problem's own rules on its inputs, in its solutions/<slug>/validator.py (found by that name) and
run in a confined child: `judge run` warns with its lines, a whole list of inputs is one call of one
child, a generator that breaks a rule is IE, stress's random inputs keep the rules (mended by its
repair()), verify names a literal test that breaks one, and a validator that misbehaves is IE.
Real children throughout, on a temporary bank (tiny-sum with the rule "the first number is not 3")."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from conftest import JudgeRun, run_judge, settings_for
from test_bad_input import BANK, GOOD, SPEC, one_line_error

from judge.bank.spec import Bank
from judge.stress import search as stress
from judge.verify import verifier as verify
from judge.verify.small_inputs import Bounds

RULE = "nums: the first number is not 3 does not hold"
# Each call says which child and which call it is on an input [0] ("one child, one call a list").
VALIDATOR = f"""\
import os

CALLS = []


def validate(args):
    if args["nums"] == [0]:
        return [f"child {{os.getpid()}} call {{len(CALLS)}}"]
    return [{RULE!r}] if args["nums"][0] == 3 else []


def repair(args):
    CALLS.append(1)
    return {{"nums": [4, *args["nums"][1:]] if args["nums"][0] == 3 else args["nums"]}}
"""
NO_FIRST_THREE = """\
def sumList(nums):
    if nums[0] == 3:
        raise ValueError("a first 3 is outside the problem")
    return sum(nums)
"""


def bank(tmp_path: Path, validator: str = VALIDATOR, spec: str = SPEC, **files: str) -> Path:
    """tiny-sum with `validator` as its validator.py (and other files by name); its problems folder."""
    problems = tmp_path / "bank" / "problems"
    problems.mkdir(parents=True)
    (problems / "tiny-sum.yaml").write_text(spec, encoding="utf-8")
    folder = tmp_path / "bank" / "solutions" / "tiny-sum"
    folder.mkdir(parents=True)
    shutil.copy(BANK / "solutions" / "tiny-sum" / "reference.py", folder / "reference.py")
    (folder / "validator.py").write_text(validator, encoding="utf-8")
    for name, source in files.items():
        (folder / f"{name}.py").write_text(source, encoding="utf-8")
    return problems


def test_run_warns_with_the_validators_line_and_asks_once_for_all_inputs(tmp_path: Path) -> None:
    problems = bank(tmp_path)
    inputs = ['{"nums": [0]}', '{"nums": [3, 5]}', '{"nums": [0]}', '{"nums": [2]}', '{"nums": [0]}']
    flags = [part for text in inputs for part in ("--input", text)]
    done = run_judge(
        "run", "tiny-sum", str(GOOD), *flags, "--json", home=tmp_path / "home", problems=problems
    )
    assert done.returncode == 0, done.stderr
    warnings = [report["warnings"] for report in done.json]
    assert warnings[1] == [RULE] and warnings[3] == []
    marks = {tuple(warnings[index]) for index in (0, 2, 4)}
    assert len(marks) == 1 and next(iter(marks))[0].startswith("child "), warnings  # one child, one call


def test_a_generator_that_breaks_the_validators_rule_is_ie(tmp_path: Path) -> None:
    spec = SPEC + "  - generate: threes\n    count: 3\n    seed: 5\n"
    generator = "def generate(rng, size):\n    return {'nums': [3]}\n"
    problems = bank(tmp_path, spec=spec, generator=generator)
    done = run_judge(
        "submit", "tiny-sum", str(GOOD), "--no-record", home=tmp_path / "home", problems=problems
    )
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert f"the generator broke the constraints in threes: {RULE}" in done.stdout + done.stderr


def test_stress_draws_only_inputs_that_keep_the_rules(tmp_path: Path, home: Path) -> None:
    problems = bank(tmp_path)
    problem = Bank(problems, problems.parent / "solutions").load("tiny-sum")
    candidate = tmp_path / "no_first_three.py"
    candidate.write_text(NO_FIRST_THREE)
    result = stress.stress(problem, candidate, settings=settings_for(), count=150, seed=3)
    assert result.ok and result.cases_run > 50, result.counterexample
    # without the validator, the same search meets a first 3 soon
    (problems.parent / "solutions" / "tiny-sum" / "validator.py").unlink()
    unruled = Bank(problems, problems.parent / "solutions").load("tiny-sum")
    assert (
        stress.stress(unruled, candidate, settings=settings_for(), count=150, seed=3).counterexample
        is not None
    )


def test_verify_names_a_literal_test_that_breaks_a_rule(tmp_path: Path) -> None:
    spec = SPEC.replace(
        "  - {name: one, input: {nums: [7]}, output: 7}\n",
        "  - {name: three, input: {nums: [3]}, output: 3}\n",
    )
    problems = bank(tmp_path, spec=spec)
    profile = verify.Profile(
        "small", Bounds(length=2, values=2, int_span=3, limit=20), random_count=5, random_max_size=3
    )
    found = verify.run_verification(
        Bank(problems, problems.parent / "solutions"), (), profile, settings_for(tmp_path)
    )
    tests = next(r for r in found.reports if r.check == "tests")
    errors = [d.message for d in tests.diagnostics if d.severity == "error"]
    assert len(errors) == 1 and errors[0].endswith(f"tiny-sum.yaml: test three: {RULE}"), errors


def test_submit_refuses_a_literal_test_that_breaks_a_rule_then_remembers_a_bank_that_passed(
    tmp_path: Path,
) -> None:
    broken = SPEC.replace("{name: one, input: {nums: [7]}", "{name: three, input: {nums: [3]}")
    problems = bank(tmp_path, spec=broken)
    home = tmp_path / "home"
    done = run_judge("submit", "tiny-sum", str(GOOD), "--no-record", home=home, problems=problems)
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert f"tiny-sum.yaml: test three: {RULE}" in done.stdout + done.stderr
    # fixed: judged, and the pass is marked in the cache (the validator is not asked again)
    (problems / "tiny-sum.yaml").write_text(SPEC)
    done = run_judge("submit", "tiny-sum", str(GOOD), "--no-record", "--json", home=home, problems=problems)
    assert done.returncode == 0 and done.json["verdict"] == "AC", done.stderr
    assert len(list((home / "cache").glob("tiny-sum-rules-*"))) == 1


def test_a_validator_that_answers_no_list_of_lines_is_ie(tmp_path: Path) -> None:
    problems = bank(tmp_path, validator="def validate(args):\n    return 'fine'\n")
    done = run_judge(
        "run",
        "tiny-sum",
        str(GOOD),
        "--input",
        json.dumps({"nums": [1]}),
        home=tmp_path / "home",
        problems=problems,
    )
    one_line_error(
        JudgeRun(done.args, done.returncode, "", done.stderr),
        "validator.py",
        "(IE)",
        "must return a list of lines",
    )
    assert done.stdout == ""
