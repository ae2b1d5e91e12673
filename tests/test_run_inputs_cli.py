"""`judge run` takes several --input, @FILE (a list or JSON lines) and - (standard input);
an input outside the constraints runs with a warning, one of the wrong type is refused. Through the CLI."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import run_judge, share_cache

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
