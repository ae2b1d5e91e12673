"""C++ solutions judged through the real CLI, with the real g++ (skipped if it is missing)."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest
from conftest import needs_toolchain, run_judge, share_builds, share_cache
from lang_fixtures import LANG, check_fixture, fixture_params, fixtures, submit

pytestmark = needs_toolchain("g++", "g++ is not installed")
FIXTURES = fixtures("cpp")


@pytest.fixture(scope="session")
def home(tmp_path_factory: pytest.TempPathFactory, shared_builds: Path, shared_cache: Path) -> Path:
    """One home for the module's fixtures; its builds and cache are the run's shared ones (conftest)."""
    return share_cache(share_builds(tmp_path_factory.mktemp("judge-home-cpp"), shared_builds), shared_cache)


def test_every_verdict_is_covered() -> None:
    assert {path.stem.split("_")[0] for path in FIXTURES} == {"ac", "wa", "tle", "mle", "ole", "re", "ce"}


@pytest.mark.parametrize("path", fixture_params("cpp"))
def test_cpp_solution(path: Path, home: Path) -> None:
    check_fixture(path, home, "predict-the-winner")


def test_second_submit_of_the_same_file_is_not_compiled_again(home: Path, tmp_path: Path) -> None:
    solution = tmp_path / "twice.cpp"
    # a comment no other test has: the first submit must compile
    solution.write_text((LANG / "cpp" / "ac_plain.cpp").read_text() + f"// {time.time_ns()}\n")
    first = submit("predict-the-winner", solution, home)
    second = submit("predict-the-winner", solution, home)
    assert first["verdict"] == second["verdict"] == "AC"
    assert first["compile_ms"] > 0
    assert second["compile_ms"] == 0  # the cached program: g++ did not run


def test_template_compiles_to_the_leetcode_signature() -> None:
    from judge.bank.spec import load_problem
    from judge.sandbox.languages import by_name

    problem = load_problem(Path(__file__).parent.parent / "problems" / "predict-the-winner.yaml")
    text = by_name("cpp").template(problem.signature)
    assert "bool predictTheWinner(vector<int>& nums)" in text
    assert text.startswith("class Solution {\npublic:\n")


@pytest.mark.skipif(
    shutil.which("clang++-19") is None, reason="clang 19 (LeetCode's C++ compiler) is not installed"
)
@pytest.mark.parametrize("path", sorted((LANG / "cpp23").glob("*.cpp")), ids=lambda p: p.stem)
def test_cpp23_as_leetcode_compiles_it(path: Path, home: Path) -> None:
    """Public accepted solutions use C++23 and clang's extensions: where clang 19 is installed the
    judge compiles with it, as LeetCode does."""
    check_fixture(path, home, "predict-the-winner")


def test_strategy_template_compiles_and_plays(home: Path, tmp_path: Path) -> None:
    """`judge new` of a strategy problem writes the class (LeetCode's design style) that builds and
    is asked for moves: its placeholder move is refused, WA at the first position."""
    made = run_judge("new", "pots-of-gold-play", "--lang", "cpp", home=home, cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    report = submit("pots-of-gold-play", tmp_path / "pots-of-gold-play.cpp", home)
    assert report["verdict"] == "WA", (report["compile_error"], report["_stderr"])
    assert 'your move was refused: expected "L" or "R", got \'\'' in report["failure"]["message"]
