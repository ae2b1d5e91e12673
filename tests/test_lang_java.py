"""Java solutions, judged through the real CLI with the real JDK (skipped without one)."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest
from lang_fixtures import check_fixture, fixture_params, fixtures, submit

from judge.model.constraints import Param
from judge.model.errors import ProblemFaultError
from judge.model.problem import Signature
from judge.model.values import parse_type

FIXTURES = fixtures("java")

pytestmark = pytest.mark.skipif(shutil.which("javac") is None, reason="no JDK installed")


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("java-home")


@pytest.mark.parametrize("path", fixture_params("java"))
def test_java_fixture(path: Path, home: Path) -> None:
    check_fixture(path, home, "tiny-sum")


def test_a_second_submit_of_the_same_file_does_not_compile(tmp_path: Path) -> None:
    solution = Path(__file__).parent / "lang" / "java" / "ac_plain.java"
    copy = tmp_path / "Solution.java"
    copy.write_text(solution.read_text() + "\n// cache test\n")
    # `judge submit` caches builds under JUDGE_HOME/builds
    first = submit("tiny-sum", copy, tmp_path / "home")
    assert first["verdict"] == "AC" and first["compile_ms"] > 0
    started = time.monotonic()
    second = submit("tiny-sum", copy, tmp_path / "home")
    assert second["verdict"] == "AC" and second["compile_ms"] == 0
    assert time.monotonic() - started < 30
    builds = [p for p in (tmp_path / "home" / "builds" / "java").iterdir() if p.is_dir()]
    assert len(builds) == 1, builds


def test_template_follows_leetcode() -> None:
    from judge.sandbox.languages import by_name

    java = by_name("java")
    signature = Signature(
        "predictTheWinner",
        ("PredictTheWinner",),
        (Param("nums", parse_type("list[int]"), length=(1, 20), values=(0, 10**7)),),
        parse_type("bool"),
    )
    assert "public boolean predictTheWinner(int[] nums)" in java.template(signature)
    wide = Signature(
        "f",
        (),
        (
            Param("n", parse_type("int"), range=(0, 10**12)),
            Param("grid", parse_type("list[list[int]]"), values=(0, 9)),
        ),
        parse_type("list[str]"),
    )
    assert "public List<String> f(long n, int[][] grid)" in java.template(wide)
    too_wide = Signature("f", (), (Param("n", parse_type("int"), range=(0, 10**30)),), parse_type("int"))
    with pytest.raises(ProblemFaultError):
        java.prepare(Path("Solution.java"), too_wide, Path("/nonexistent"))
