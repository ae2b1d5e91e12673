"""Bad input through the real CLI: one clear line naming the file, field or value, exit code 2, no
traceback. Problems come from tests/hostile/bank or from a broken bank written into tmp_path."""

from __future__ import annotations

import dataclasses
import functools
import json
import shutil
from pathlib import Path

import pytest
from conftest import JudgeRun, run_judge

HOSTILE = Path(__file__).parent / "hostile"
BANK = HOSTILE / "bank"
GOOD = HOSTILE / "ac_plain.py"
SPEC = (BANK / "problems" / "tiny-sum.yaml").read_text(encoding="utf-8")


# Every command here runs against the hostile bank unless a test passes its own `problems`.
judge = functools.partial(run_judge, problems=BANK / "problems", timeout=60)


def one_line_error(result: JudgeRun, *names: str) -> str:
    """The single stderr line of a refused command, checked for exit code 2 and the names given."""
    assert result.returncode == 2, (result.returncode, result.stdout, result.stderr)
    assert "Traceback" not in result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("judge: "), lines[0]
    for name in names:
        assert name in lines[0], lines[0]
    assert result.stdout == ""
    return lines[0]


def broken_bank(tmp_path: Path, spec: str, reference: str | None = None, slug: str = "tiny-sum") -> Path:
    """A problems folder holding one spec (and the tiny reference, or `reference`)."""
    problems = tmp_path / "bank" / "problems"
    problems.mkdir(parents=True)
    (problems / f"{slug}.yaml").write_text(spec, encoding="utf-8")
    solutions = tmp_path / "bank" / "solutions" / slug
    solutions.mkdir(parents=True)
    source = BANK / "solutions" / "tiny-sum" / "reference.py"
    if reference is None:
        shutil.copy(source, solutions / "reference.py")
    else:
        (solutions / "reference.py").write_text(reference, encoding="utf-8")
    return problems


# -- the problem -----------------------------------------------------------------------------------
def test_unknown_slug_suggests_the_closest(tmp_path: Path) -> None:
    line = one_line_error(judge("submit", "tiny-sun", str(GOOD), home=tmp_path), "'tiny-sun'")
    assert "did you mean tiny-sum" in line


def test_unknown_slug_with_nothing_close_points_to_the_list(tmp_path: Path) -> None:
    one_line_error(judge("submit", "zzzz", str(GOOD), home=tmp_path), "'zzzz'", "judge list")


def test_missing_problems_folder(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere"
    one_line_error(judge("submit", "tiny-sum", str(GOOD), home=tmp_path, problems=missing), str(missing))


# -- the solution file -----------------------------------------------------------------------------
def _missing(tmp_path: Path) -> Path:
    return tmp_path / "missing.py"


def _folder(tmp_path: Path) -> Path:
    (tmp_path / "folder.py").mkdir()
    return tmp_path / "folder.py"


def _empty(tmp_path: Path) -> Path:
    (tmp_path / "empty.py").write_text("")
    return tmp_path / "empty.py"


def _blank(tmp_path: Path) -> Path:
    (tmp_path / "blank.py").write_text("\n   \n\t\n")
    return tmp_path / "blank.py"


def _latin1(tmp_path: Path) -> Path:
    (tmp_path / "latin1.py").write_bytes("# caf\u00e9\nclass Solution: pass\n".encode("latin-1"))
    return tmp_path / "latin1.py"


def _binary(tmp_path: Path) -> Path:
    (tmp_path / "binary.py").write_bytes(b"\x7fELF\x02\x01\x01\x00\x00\x00")
    return tmp_path / "binary.py"


def _ruby(tmp_path: Path) -> Path:
    # .cpp, .java, .js and .go are languages of the judge; Ruby is not, and is not tried as Python
    (tmp_path / "solution.rb").write_text("class Solution\n  def sum_list(nums) = nums.sum\nend\n")
    return tmp_path / "solution.rb"


SOLUTION_FILES = {
    "missing": (_missing, "no such file"),
    "folder": (_folder, "is a folder"),
    "empty": (_empty, "empty"),
    "blank": (_blank, "empty"),
    "not-utf8": (_latin1, "not UTF-8"),
    "binary": (_binary, "NUL"),
    "unknown-extension": (_ruby, "names no language"),
}


@pytest.mark.parametrize("case", SOLUTION_FILES, ids=list(SOLUTION_FILES))
@pytest.mark.parametrize("command", ["submit", "run"])
def test_bad_solution_file(case: str, command: str, tmp_path: Path) -> None:
    make, problem = SOLUTION_FILES[case]
    path = make(tmp_path)
    extra = ["--input", '{"nums": [1, 2]}'] if command == "run" else []
    one_line_error(judge(command, "tiny-sum", str(path), *extra, home=tmp_path / "home"), str(path), problem)


def test_a_py_file_that_does_not_parse_is_a_verdict_not_bad_input(tmp_path: Path) -> None:
    """A .py file with a syntax error was judged: CE (exit 1), unlike a file that is not Python."""
    path = tmp_path / "broken.py"
    path.write_text("class Solution:\n    def sumList(self, nums):\n        return (\n")
    result = judge("submit", "tiny-sum", str(path), "--json", home=tmp_path / "home")
    assert result.returncode == 1 and '"verdict": "CE"' in result.stdout, result.stderr


# -- the spec --------------------------------------------------------------------------------------
SPECS = {
    "malformed-yaml": (
        SPEC.replace("  time_ms: 500\n", "  time_ms: [500\n"),
        ["tiny-sum.yaml:", "YAML"],
    ),
    "tab-indented": (SPEC.replace("  memory_mb: 256", "\tmemory_mb: 256"), ["tiny-sum.yaml:"]),
    # checkers are names of one registry (model/checking.py), checked when the spec loads
    "unknown-checker": (
        SPEC.replace("limits:\n", "checker: fuzzy\nlimits:\n", 1),
        ["tiny-sum.yaml:17: checker.name: unknown checker 'fuzzy' (exact, float or custom)"],
    ),
    "unknown-checker-by-name": (
        SPEC.replace("limits:\n", "checker:\n  name: Float\nlimits:\n", 1),
        ["tiny-sum.yaml:18: checker.name: unknown checker 'Float'"],
    ),
    "tolerance-of-exact": (
        SPEC.replace("limits:\n", "checker:\n  name: exact\n  tolerance: 0.1\nlimits:\n", 1),
        ["tiny-sum.yaml:19: checker.tolerance: the exact checker takes none"],
    ),
    "tolerance-not-positive": (
        SPEC.replace("limits:\n", "checker: {name: float, tolerance: 0}\nlimits:\n", 1),
        ["tiny-sum.yaml:17: checker.tolerance: must be a positive number"],
    ),
    "wrong-type": (
        SPEC.replace("time_ms: 500", "time_ms: fast"),
        ["tiny-sum.yaml:", "limits.time_ms", "expected int, got str 'fast'"],
    ),
    "negative-limit": (
        SPEC.replace("memory_mb: 256", "memory_mb: -1"),
        ["tiny-sum.yaml:", "limits.memory_mb", "positive"],
    ),
    "missing-field": (
        SPEC.replace("title: Tiny Sum\n", ""),
        ["tiny-sum.yaml:", "title", "missing field"],
    ),
    "missing-section": (
        SPEC.split("signature:")[0] + "limits:" + SPEC.split("limits:")[1],
        ["tiny-sum.yaml:", "signature", "missing field"],
    ),
    "unknown-type": (
        SPEC.replace("type: list[int]", "type: vector<int>"),
        ["tiny-sum.yaml:", "signature.params[0].type", "vector<int>"],
    ),
    "example-of-wrong-type": (
        SPEC.replace("output: 6", "output: six"),
        ["tiny-sum.yaml:", "examples[0].output", "expected int, got str"],
    ),
    "example-out-of-range": (
        SPEC.replace("nums: [1, 2, 3]", "nums: [1, 2, -3]"),
        ["tiny-sum.yaml:", "examples[0].input", "-3"],
    ),
    "not-a-mapping": ("- just\n- a list\n", ["tiny-sum.yaml:", "mapping"]),
    "slug-mismatch": (
        SPEC.replace("slug: tiny-sum", "slug: tiny-product"),
        ["tiny-sum.yaml:", "slug"],
    ),
}


@pytest.mark.parametrize("case", SPECS, ids=list(SPECS))
def test_bad_spec(case: str, tmp_path: Path) -> None:
    spec, names = SPECS[case]
    problems = broken_bank(tmp_path, spec)
    one_line_error(judge("submit", "tiny-sum", str(GOOD), home=tmp_path / "home", problems=problems), *names)


def test_missing_reference(tmp_path: Path) -> None:
    problems = broken_bank(tmp_path, SPEC)
    (problems.parent / "solutions" / "tiny-sum" / "reference.py").unlink()
    one_line_error(
        judge("submit", "tiny-sum", str(GOOD), home=tmp_path / "home", problems=problems),
        "reference",
    )


GENERATED = SPEC + "  - {generate: random, count: 3, seed: 7, size: 4}\n"
REFERENCES = {
    "crashes": (
        "class Solution:\n    def sumList(self, nums):\n        return 1 // 0\n",
        "ZeroDivisionError",
    ),
    "does-not-load": (
        "class Solution:\n    def sumList(self, nums):\n        return (\n",
        "does not load",
    ),
    "loops": (
        "class Solution:\n    def sumList(self, nums):\n        while True:\n            pass\n",
        "timeout",
    ),
    "exits": (
        "import os\nclass Solution:\n    def sumList(self, nums):\n        os._exit(1)\n",
        "exited",
    ),
}


@pytest.mark.parametrize("case", REFERENCES, ids=list(REFERENCES))
def test_broken_reference_is_an_internal_error_of_the_problem(case: str, tmp_path: Path) -> None:
    reference, detail = REFERENCES[case]
    spec = GENERATED if case != "loops" else GENERATED.replace("time_ms: 500", "time_ms: 50")
    problems = broken_bank(tmp_path, spec, reference)
    result = judge("submit", "tiny-sum", str(GOOD), "--json", home=tmp_path / "home", problems=problems)
    report = json.loads(result.stdout)  # --json still gives scripts an object
    assert report["verdict"] == "IE" and detail in report["error"]
    without_json = dataclasses.replace(result, stdout="")
    line = one_line_error(without_json, "tiny-sum", detail)
    assert "internal error (IE), a fault of the problem, not of your solution" in line


def test_broken_reference_on_a_custom_input(tmp_path: Path) -> None:
    problems = broken_bank(tmp_path, SPEC, REFERENCES["crashes"][0])
    line = one_line_error(
        judge(
            "run",
            "tiny-sum",
            str(GOOD),
            "--input",
            '{"nums": [4]}',
            home=tmp_path / "home",
            problems=problems,
        ),
        "ZeroDivisionError",
    )
    assert "internal error (IE)" in line


# -- --input ---------------------------------------------------------------------------------------
INPUTS = {
    "not-json": ("{nums: [1]}", ["--input", "'{nums: [1]}'", "not valid JSON"]),
    "truncated": ('{"nums": [1, 2', ["not valid JSON"]),
    "empty": ("", ["not valid JSON"]),
    "not-an-object": (
        "[1, 2]",
        ["input 1 (--input [1])", "an input is an object", "got int"],
    ),  # a list of inputs
    "wrong-type": ('{"nums": "1,2"}', ["nums", "expected list[int], got str"]),
    "bool-item": ('{"nums": [1, true]}', ["nums", "expected int, got bool", "[1]"]),
    "float-item": ('{"nums": [1.5]}', ["nums", "expected int, got float"]),
    "missing": ("{}", ["missing parameter 'nums'"]),
    "unknown": ('{"nums": [1], "k": 2}', ["unknown parameter 'k'"]),
}
OUTSIDE = {  # run anyway, with a warning
    "out-of-range": ('{"nums": [1, -5]}', "nums[1] = -5 is outside"),
    "too-long": ('{"nums": [' + ", ".join(["1"] * 1001) + "]}", "len(nums) = 1001 is outside"),
}


@pytest.mark.parametrize("case", OUTSIDE, ids=list(OUTSIDE))
def test_custom_input_outside_the_constraints_runs_with_a_warning(case: str, tmp_path: Path) -> None:
    text, warning = OUTSIDE[case]
    result = judge("run", "tiny-sum", str(GOOD), "--input", text, home=tmp_path)
    assert result.returncode == 0 and "Traceback" not in result.stderr
    assert result.stderr.startswith(f"judge: warning: --input: {warning}"), result.stderr


@pytest.mark.parametrize("case", INPUTS, ids=list(INPUTS))
def test_bad_custom_input(case: str, tmp_path: Path) -> None:
    text, names = INPUTS[case]
    one_line_error(judge("run", "tiny-sum", str(GOOD), "--input", text, home=tmp_path), *names)


def test_a_good_custom_input_runs(tmp_path: Path) -> None:
    """The same command with a valid input works, so the failures above are about the input."""
    result = judge("run", "tiny-sum", str(GOOD), "--input", '{"nums": [1, 2]}', "--json", home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert '"verdict": "AC"' in result.stdout
