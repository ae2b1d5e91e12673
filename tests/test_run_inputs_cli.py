"""`judge run` takes several --input, @FILE (a list or JSON lines) and - (standard input);
an input outside the constraints runs with a warning, one of the wrong type is refused. Through the CLI."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import run_judge, share_cache
from terminal import TerminalRun

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture
def home(home: Path, shared_cache: Path) -> Path:
    """conftest's fresh home with the run's shared cache: expected values are computed once a run."""
    return share_cache(home, shared_cache)


@pytest.fixture
def mine(tmp_path: Path) -> Path:
    path = tmp_path / "mine.py"
    path.write_text((REPO / "solutions" / "predict-the-winner" / "reference.py").read_text())
    return path


def run_with_stdin(home: Path, stdin: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "judge", "run", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env={"JUDGE_HOME": str(home), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"},
    )


def test_several_inputs_from_flags_a_file_and_stdin(tmp_path: Path, home: Path, mine: Path) -> None:
    cases = tmp_path / "cases.json"
    cases.write_text(json.dumps([{"nums": [1, 5, 2]}, {"nums": [1, 5, 233, 7]}]))
    done = run_with_stdin(
        home,
        '{"nums": [3]}\n',
        "486",
        str(mine),
        "--input",
        '{"nums": [2, 2]}',
        "--input",
        f"@{cases}",
        "--input",
        "-",
        "--json",
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert [r["input"] for r in report] == [
        {"nums": [2, 2]},
        {"nums": [1, 5, 2]},
        {"nums": [1, 5, 233, 7]},
        {"nums": [3]},
    ]
    assert [r["got"] for r in report] == [True, False, True, True]
    text = run_with_stdin(home, '{"nums": [3]}\n{"nums": [1, 5, 2]}\n', "486", str(mine), "--input", "-")
    assert text.returncode == 0, text.stderr  # JSON lines: one input a line
    assert "input 2 (--input - (standard input) [2])" in text.stdout
    assert text.stdout.count("reference:") == 2


def test_one_object_file_is_one_input(tmp_path: Path, home: Path, mine: Path) -> None:
    case = tmp_path / "case.json"
    case.write_text('{"nums": [1, 5, 233, 7]}')
    done = run_judge("run", "predict-the-winner", str(mine), "--input", f"@{case}", "--json", home=home)
    assert done.returncode == 0 and done.json["got"] is True and done.json["warnings"] == []


def test_outside_the_constraints_runs_with_a_warning(home: Path, mine: Path) -> None:
    done = run_judge("run", "486", str(mine), "--input", '{"nums": [1, 5, 20000000000]}', "--json", home=home)
    assert done.returncode == 0, done.stderr
    assert done.json["verdict"] == "AC" and done.json["warnings"] == [
        "nums[2] = 20000000000 is outside [0, 10000000]"
    ]
    assert done.stderr.startswith(
        "judge: warning: --input: nums[2] = 20000000000 is outside [0, 10000000]: run anyway"
    )


@pytest.mark.parametrize(
    ("flag", "fragment"),
    [
        ('{"nums": "x"}', "judge: error: --input: nums: expected list[int], got str"),
        ('{"numz": [1]}', "judge: error: --input: unknown parameter 'numz'"),
        ("@/nonexistent/cases.json", "judge: error: --input @/nonexistent/cases.json: no such file"),
        ("[]", "judge: error: --input: an empty list of inputs"),
        ("{nums: [1]}", "is not valid JSON"),
        ("[1, 5, 2]", 'an input is an object of the parameters, such as {"nums": [...]}, got int'),
    ],
)
def test_bad_inputs_are_refused_in_one_line(home: Path, mine: Path, flag: str, fragment: str) -> None:
    done = run_judge("run", "486", str(mine), "--input", flag, home=home)
    assert done.returncode == 2 and done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1 and fragment in done.stderr, done.stderr


def test_a_wrong_type_among_several_names_its_place(tmp_path: Path, home: Path, mine: Path) -> None:
    cases = tmp_path / "cases.json"
    cases.write_text(json.dumps([{"nums": [1]}, {"nums": [1, "2"]}]))
    done = run_judge("run", "486", str(mine), "--input", f"@{cases}", home=home)
    assert done.returncode == 2
    assert f"input 2 (--input @{cases} [2]): nums: expected int, got str at [1]" in done.stderr


SLOW_REFERENCE = """\
def predictTheWinner(nums):
    if len(nums) > 20:  # past the constraints: slower than any limit
        while True:
            pass
    if nums[0] == 9999999:
        raise ValueError("the reference's own fault")
    lead = list(nums)
    for width in range(1, len(nums)):
        lead = [max(nums[i] - lead[i + 1], nums[i + width] - lead[i]) for i in range(len(nums) - width)]
    return lead[0] >= 0
"""
GREEDY = "def predictTheWinner(nums):\n    return sum(nums[::2]) >= sum(nums[1::2])\n"


@pytest.fixture
def slow_bank(tmp_path: Path) -> Path:
    """predict-the-winner with a 200 ms limit and a reference that never answers past n = 20."""
    problems = tmp_path / "bank" / "problems"
    problems.mkdir(parents=True)
    spec = (REPO / "problems" / "predict-the-winner.yaml").read_text()
    (problems / "predict-the-winner.yaml").write_text(spec.replace("time_ms: 1000", "time_ms: 200"))
    solutions = tmp_path / "bank" / "solutions" / "predict-the-winner"
    solutions.mkdir(parents=True)
    (solutions / "reference.py").write_text(SLOW_REFERENCE)
    return problems


def test_a_slow_reference_is_reported_beside_your_result(tmp_path: Path, slow_bank: Path) -> None:
    """A huge input past the constraints: the reference gets twice the limit, says it gave no
    answer, and your solution runs anyway, its answer shown and left unjudged (exit 1)."""
    big = tmp_path / "big.json"
    big.write_text(json.dumps({"nums": list(range(100_000, 160_000))}))
    mine = tmp_path / "mine.py"
    mine.write_text(GREEDY)
    home = tmp_path / "home"
    args = ("--problems", str(slow_bank), "run", "predict-the-winner", str(mine), "--input", f"@{big}")
    done = run_judge(*args, "--json", home=home)
    assert done.returncode == 1, done.stderr
    report = done.json
    assert report["got"] is False and report["verdict"] is None and report["time_ms"] is not None
    assert report["reference_error"].startswith("no answer within 2 x the 200 ms limit"), report
    text = run_judge(*args, home=home)
    assert text.returncode == 1 and "Traceback" not in text.stderr
    lines = text.stdout.splitlines()
    assert lines[1] == "yours:     false", lines
    assert lines[2].startswith("reference: no answer within 2 x the 200 ms limit"), lines
    assert lines[3].startswith("not judged in ") and "no answer to compare with" in lines[3], lines
    shown = lines[0]  # the input, cut in its middle where numbers end
    assert re.fullmatch(
        r"input: +\{\"nums\": \[100000, [\d, ]+, … \([\d,]+ characters\) … [\d, ]+, 159999\]\}", shown
    )


def test_a_huge_input_shows_each_stage_on_a_terminal(tmp_path: Path, slow_bank: Path) -> None:
    """On a terminal a live line names what runs now, so a long reference is never silence; it is
    erased once the result is printed, and never goes to a pipe (the test above)."""
    big = tmp_path / "big.json"
    big.write_text(json.dumps({"nums": list(range(50_000))}))
    mine = tmp_path / "mine.py"
    mine.write_text(GREEDY)
    run = TerminalRun(
        "--problems",
        str(slow_bank),
        "run",
        "predict-the-winner",
        str(mine),
        "--input",
        f"@{big}",
        home=tmp_path / "home",
    )
    assert run.read_until(r"predict-the-winner: running the reference\.\.\. \d+\.\d s"), run.text
    code, screen, stderr = run.finish()
    assert code == 1, stderr
    assert "running your solution..." in run.text  # drawn when it began, however short
    assert "running" not in screen and "yours:     false" in screen, screen


def test_a_fault_of_the_reference_cuts_the_input_where_a_number_ends(tmp_path: Path, slow_bank: Path) -> None:
    """Inside the constraints the reference's failure is the problem's (exit 2, one line); the
    input it names is cut to 200 characters after a whole number and ends in an ellipsis."""
    mine = tmp_path / "mine.py"
    mine.write_text(GREEDY)
    nums = [9999999] + [10_000_000] * 19  # 211 characters as JSON
    done = run_judge(
        "--problems",
        str(slow_bank),
        "run",
        "predict-the-winner",
        str(mine),
        "--input",
        json.dumps({"nums": nums}),
        home=tmp_path / "home",
    )
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1, done.stderr
    cut = re.search(r"on (\{\"nums\": \[[^:]*?) …: ", done.stderr)
    assert cut, done.stderr
    assert all(int(n) in nums for n in re.findall(r"\d+", cut.group(1))), cut.group(1)  # none cut short
