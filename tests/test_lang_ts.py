"""TypeScript solutions judged through the real CLI: the real tsc 5.1.6 (LeetCode's flags), then the
real Node running the JavaScript driver (skipped where typescript@5.1.6 is not installed)."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import needs_toolchain, run_judge, share_builds, share_cache
from lang_fixtures import check_fixture, fixture_params, fixtures, submit

FIXTURES = fixtures("ts")

pytestmark = needs_toolchain("typescript", "typescript 5.1.6 is not installed (see `judge --version`)")


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory, shared_builds: Path, shared_cache: Path) -> Path:
    """One home for the module's fixtures; its builds and cache are the run's shared ones (conftest)."""
    return share_cache(share_builds(tmp_path_factory.mktemp("ts-home"), shared_builds), shared_cache)


def test_every_verdict_is_covered() -> None:
    assert {path.stem.split("_")[0] for path in FIXTURES} == {"ac", "wa", "tle", "mle", "ole", "re", "ce"}


@pytest.mark.parametrize("path", fixture_params("ts"))
def test_ts_fixture(path: Path, home: Path) -> None:
    check_fixture(path, home, "tiny-sum")


def test_template_is_leetcodes_signature_and_compiles(home: Path, tmp_path: Path) -> None:
    """`judge new --lang typescript` writes LeetCode's typed signature; untouched, it type-checks
    under LeetCode's flags and runs (its placeholder answer is WA, not CE)."""
    made = run_judge("new", "stone-game", "--lang", "typescript", home=home, cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    written = tmp_path / "stone-game.ts"
    assert "function stoneGame(piles: number[]): boolean {" in written.read_text()
    report = submit("stone-game", written, home)
    assert report["verdict"] == "WA", (report["compile_error"], report["_stderr"])


def test_second_submit_is_not_compiled_again(home: Path, tmp_path: Path) -> None:
    solution = tmp_path / "twice.ts"
    solution.write_text(
        (Path(__file__).parent / "lang" / "ts" / "ac_stone_game.ts").read_text() + "// twice\n"
    )
    first, second = submit("stone-game", solution, home), submit("stone-game", solution, home)
    assert first["verdict"] == second["verdict"] == "AC"
    assert first["compile_ms"] > 0 and second["compile_ms"] == 0


def test_version_names_the_compiler() -> None:
    done = run_judge("--version", home=Path("/nonexistent-home"), process=True)
    row = next(line for line in done.stdout.splitlines() if line.split()[:1] == ["typescript"])
    assert "5.1.6" in row, done.stdout


def test_without_the_compiler_a_submit_is_one_line_naming_the_install(tmp_path: Path) -> None:
    """No typescript-5.1.6 in the home nor in the default home: one line that says how to install
    it, exit 2, no traceback."""
    solution = tmp_path / "mine.ts"
    solution.write_text((Path(__file__).parent / "lang" / "ts" / "ac_stone_game.ts").read_text())
    done = run_judge(
        "submit",
        "stone-game",
        str(solution),
        "--no-record",
        home=tmp_path / "home",
        env={"HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data")},
        process=True,
    )
    assert done.returncode == 2, done.stderr
    assert len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert "npm install --prefix" in done.stderr and "typescript@5.1.6" in done.stderr, done.stderr
