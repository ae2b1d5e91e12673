"""Solutions in compiled languages go through the same CLI path as Python: real g++ and javac."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import settings_for, share_builds, share_cache

SMOKE = Path(__file__).resolve().parent / "lang" / "smoke"


def submit(file: Path, home: Path) -> dict:
    env = {**os.environ, "JUDGE_HOME": str(home)}
    done = subprocess.run(
        [sys.executable, "-m", "judge", "submit", "predict-the-winner", str(file), "--json", "--no-record"],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
    )
    assert done.returncode in (0, 1), done.stderr
    return json.loads(done.stdout)


@pytest.mark.skipif(shutil.which("g++") is None, reason="no g++")
def test_cpp_is_judged_and_its_build_cached(tmp_path: Path, shared_builds: Path, shared_cache: Path) -> None:
    # the precompiled header and the tests' expected values; this file is built by no other test
    share_cache(share_builds(tmp_path, shared_builds), shared_cache)
    first = submit(SMOKE / "predict_the_winner.cpp", tmp_path)
    assert first["verdict"] == "AC" and first["language"] == "cpp"
    assert first["compile_ms"] > 0
    second = submit(SMOKE / "predict_the_winner.cpp", tmp_path)
    assert second["verdict"] == "AC" and second["compile_ms"] == 0  # the cached build, no compiler run


@pytest.mark.skipif(shutil.which("g++") is None, reason="no g++")
def test_cpp_compile_error_names_the_users_line(tmp_path: Path, shared_builds: Path) -> None:
    report = submit(SMOKE / "ce_line3.cpp", share_builds(tmp_path, shared_builds))
    assert report["verdict"] == "CE"
    assert "ce_line3.cpp:3" in report["compile_error"]


@pytest.mark.skipif(shutil.which("javac") is None, reason="no javac")
def test_java_is_judged(tmp_path: Path, shared_builds: Path, shared_cache: Path) -> None:
    report = submit(
        SMOKE / "PredictTheWinner.java", share_cache(share_builds(tmp_path, shared_builds), shared_cache)
    )
    assert report["verdict"] == "AC" and report["language"] == "java"
    assert report["passed"] == report["total"] > 200


@pytest.mark.skipif(shutil.which("g++") is None, reason="no g++")
def test_lang_names_the_language_of_any_file_in_every_command(
    tmp_path: Path, shared_builds: Path, shared_cache: Path
) -> None:
    """--lang overrides the extension for submit, stress and bench alike (a .txt of C++ code)."""
    from conftest import run_judge

    source = tmp_path / "mine.txt"
    source.write_text((SMOKE / "predict_the_winner.cpp").read_text(encoding="utf-8"), encoding="utf-8")
    home = share_cache(share_builds(tmp_path / "home", shared_builds), shared_cache)
    refused = run_judge("submit", "predict-the-winner", str(source), "--no-record", home=home)
    assert refused.returncode == 2 and "the extension .txt names no language" in refused.stderr
    submitted = run_judge(
        "submit", "predict-the-winner", str(source), "--lang", "cpp", "--json", "--no-record", home=home
    )
    assert submitted.json["verdict"] == "AC" and submitted.json["language"] == "cpp"
    stressed = run_judge(
        "stress",
        "predict-the-winner",
        str(source),
        "--lang",
        "cpp",
        "--count",
        "20",
        "--seed",
        "3",
        "--json",
        "--no-record",
        home=home,
    )
    assert stressed.returncode == 0 and stressed.json["verdict"] == "OK", stressed.stderr
    benched = run_judge(
        "bench", "predict-the-winner", str(source), "--lang", "cpp", "--sizes", "4,8", "--json", home=home
    )
    assert benched.returncode == 0, benched.stderr
    assert [point["n"] for point in benched.json["yours"]["points"]] == [4, 8]


def test_version_names_each_languages_toolchain_and_flags(tmp_path: Path) -> None:
    from conftest import run_judge

    shown = run_judge("--version", home=tmp_path)
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.startswith("judge, version ")
    assert f"python     Python {sys.version.split()[0]}" in shown.stdout
    cpp = "-std=gnu++23 -O2" if shutil.which("clang++-19") else "-std=gnu++20 -O2"
    for name, flag in (
        ("cpp", cpp),
        ("java", "-Xmx<memory limit>"),
        ("go", "go build"),
        ("javascript", "heap"),
        ("typescript", "--strictBindCallApply --strictFunctionTypes --target ES2022"),
    ):
        assert f"  {name} " in shown.stdout and flag in shown.stdout
    if shutil.which("clang++-19"):  # LeetCode's compiler, preferred where installed
        assert "clang version 19" in shown.stdout and "clang++-19 -std=gnu++23" in shown.stdout
    elif shutil.which("g++"):
        assert "cpp        g++" in shown.stdout


PRINTING = {
    "java": (
        "Solution.java",
        "class Solution {\n"
        "    public boolean predictTheWinner(int[] nums) {\n"
        '        if (nums.length % 3 == 0) System.out.println("len=" + nums.length);\n'
        "        return nums.length % 2 == 0;\n"
        "    }\n"
        "}\n",
    ),
    "javascript": (
        "printing.js",
        "var predictTheWinner = function(nums) {\n"
        "    if (nums.length % 3 === 0) console.log('len=' + nums.length);\n"
        "    return nums.length % 2 === 0;\n"
        "};\n",
    ),
    "typescript": (
        "printing.ts",
        "function predictTheWinner(nums: number[]): boolean {\n"
        "    if (nums.length % 3 === 0) console.log('len=' + nums.length);\n"
        "    return nums.length % 2 === 0;\n"
        "};\n",
    ),
}


@pytest.mark.parametrize("language", sorted(PRINTING))
def test_each_queued_case_gets_its_own_output(language: str, tmp_path: Path, shared_builds: Path) -> None:
    """With cases queued in the child, the driver says where the output file stood after each
    case (out_end): what a case printed is shown with that case and no other."""
    from judge.bank.locate import find_bank
    from judge.grading.session import open_runner
    from judge.sandbox.languages import ToolchainMissingError, by_name

    problem = find_bank(Path(__file__).resolve().parents[1] / "problems").load("predict-the-winner")
    name, text = PRINTING[language]
    solution = tmp_path / name
    solution.write_text(text)
    try:
        builds = share_builds(tmp_path / "home", shared_builds) / "builds"
        program = by_name(language).prepare(solution, problem.signature, builds)
    except ToolchainMissingError as exc:
        pytest.skip(str(exc))
    lengths = list(range(1, 20)) * 4
    with open_runner(problem, program, settings_for()) as runner:
        assert runner.start() is None
        outcomes = list(runner.run_many([{"nums": [1] * n} for n in lengths]))
    assert [o.output.strip() for o in outcomes] == [f"len={n}" if n % 3 == 0 else "" for n in lengths]
    assert [o.value for o in outcomes] == [n % 2 == 0 for n in lengths]
