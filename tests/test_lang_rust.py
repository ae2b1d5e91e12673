"""Rust solutions judged through the real CLI, with a real rustc 1.79+ (skipped where none is
installed, except under CI, where a missing rustc fails: `.ci/run` installs rustc-web)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from conftest import needs_toolchain, run_judge, share_builds, share_cache
from lang_fixtures import LANG, check_fixture, fixture_params, fixtures, submit

from judge.sandbox.languages import rust_toolchain
from judge.sandbox.languages.base import TOOLCHAIN_PATH

FIXTURES = fixtures("rust")

pytestmark = needs_toolchain("rust", "no rustc 1.79+ (apt-get install rustc-web)")


@pytest.fixture(scope="session")
def home(tmp_path_factory: pytest.TempPathFactory, shared_builds: Path, shared_cache: Path) -> Path:
    """One home for the module's fixtures; its builds and cache are the run's shared ones (conftest)."""
    return share_cache(share_builds(tmp_path_factory.mktemp("judge-home-rust"), shared_builds), shared_cache)


def test_every_verdict_is_covered() -> None:
    assert {path.stem.split("_")[0] for path in FIXTURES} >= {"ac", "wa", "tle", "mle", "ole", "re", "ce"}


@pytest.mark.parametrize("path", fixture_params("rust"))
def test_rust_solution(path: Path, home: Path) -> None:
    check_fixture(path, home, "predict-the-winner")


def test_second_submit_of_the_same_file_is_not_compiled_again(home: Path, tmp_path: Path) -> None:
    solution = tmp_path / "twice.rs"
    # a comment no other test has: the first submit must compile
    solution.write_text((LANG / "rust" / "ac_plain.rs").read_text() + f"// {time.time_ns()}\n")
    first = submit("predict-the-winner", solution, home)
    second = submit("predict-the-winner", solution, home)
    assert first["verdict"] == second["verdict"] == "AC"
    assert first["compile_ms"] > 0
    assert second["compile_ms"] == 0  # the cached program: rustc did not run


def test_template_is_leetcodes_signature_and_compiles(home: Path, tmp_path: Path) -> None:
    """`judge new --lang rust` writes LeetCode's `impl Solution` with the snake_case method; untouched,
    it compiles and runs (its placeholder answer is WA, not CE)."""
    made = run_judge("new", "predict-the-winner", "--lang", "rust", home=home, cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    written = tmp_path / "predict-the-winner.rs"
    assert "impl Solution {\n    pub fn predict_the_winner(nums: Vec<i32>) -> bool {" in written.read_text()
    report = submit("predict-the-winner", written, home)
    assert report["verdict"] == "WA", (report["compile_error"], report["_stderr"])


def test_tree_template_has_leetcodes_definition_and_compiles(home: Path, tmp_path: Path) -> None:
    made = run_judge("new", "binary-tree-coloring-game", "--lang", "rust", home=home, cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    text = (tmp_path / "binary-tree-coloring-game.rs").read_text()
    assert "// pub struct TreeNode {" in text and "use std::rc::Rc;" in text
    assert (
        "pub fn btree_game_winning_move(root: Option<Rc<RefCell<TreeNode>>>, n: i32, x: i32) -> bool" in text
    )
    report = submit("binary-tree-coloring-game", tmp_path / "binary-tree-coloring-game.rs", home)
    assert report["verdict"] == "WA", (report["compile_error"], report["_stderr"])


def test_version_names_the_compiler() -> None:
    done = run_judge("--version", home=Path("/nonexistent-home"), process=True)
    row = next(line for line in done.stdout.splitlines() if line.split()[:1] == ["rust"])
    assert "rustc 1." in row, done.stdout


def test_without_rustc_a_submit_is_one_line_naming_the_package(home: Path, tmp_path: Path) -> None:
    """No rustc on the toolchain path: one line that names the package, exit 2, no traceback."""
    done = run_judge(
        "submit",
        "predict-the-winner",
        str(LANG / "rust" / "ac_plain.rs"),
        "--no-record",
        home=home,
        env={TOOLCHAIN_PATH: str(tmp_path)},
        process=True,
    )
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert done.stderr.strip().count("\n") == 0, done.stderr
    assert "apt-get install rustc-web" in done.stderr, done.stderr


def test_an_old_rustc_is_refused_naming_its_version(home: Path, tmp_path: Path) -> None:
    """A rustc before LeetCode's 1.79 (Debian 12's own is 1.63) is not used: one line naming it."""
    old = tmp_path / "rustc"
    old.write_text("#!/bin/sh\necho 'rustc 1.63.0 (4b91a6ea7 2022-08-08)'\n")
    old.chmod(0o755)
    done = run_judge(
        "submit",
        "predict-the-winner",
        str(LANG / "rust" / "ac_plain.rs"),
        "--no-record",
        home=home,
        env={TOOLCHAIN_PATH: str(tmp_path)},
        process=True,
    )
    assert done.returncode == 2 and done.stderr.strip().count("\n") == 0, done.stderr
    assert "rustc 1.63.0" in done.stderr and "older than LeetCode's 1.79" in done.stderr, done.stderr


@pytest.mark.parametrize("variable", ["HOME", "CARGO_HOME"])
def test_rustups_rustc_is_found_off_path(
    variable: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """rustup's proxies live in $CARGO_HOME/bin (~/.cargo/bin): found there when PATH lacks them (a
    judge started with a bare PATH, as by an editor or a test)."""
    home = tmp_path / "user"
    binary = (home / ".cargo" / "bin" if variable == "HOME" else home / "bin") / "rustc"
    binary.parent.mkdir(parents=True)
    binary.write_text("#!/bin/sh\necho 'rustc 1.80.1 (3f5fd8dd4 2024-08-06)'\n")
    binary.chmod(0o755)
    monkeypatch.delenv(TOOLCHAIN_PATH, raising=False)
    monkeypatch.delenv("CARGO_HOME", raising=False)
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    monkeypatch.setattr(rust_toolchain, "PLACES", ())  # not this machine's /usr/local/bin
    monkeypatch.setenv(variable, str(home))
    assert rust_toolchain.candidates() == [str(binary)]
    found = rust_toolchain.toolchain_of(str(binary))
    assert found is not None and found.version == (1, 80, 1)


def test_strategy_template_compiles_and_plays(home: Path, tmp_path: Path) -> None:
    """`judge new` of a strategy problem writes the struct, `new` and the move method (`r#move`: a
    keyword as a raw identifier) that build and are asked for moves: the placeholder move is
    refused, WA at the first position."""
    made = run_judge("new", "pots-of-gold-play", "--lang", "rust", home=home, cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    text = (tmp_path / "pots-of-gold-play.rs").read_text()
    assert "fn r#move(&mut self, left: i32, right: i32, last: Option<String>) -> String {" in text
    report = submit("pots-of-gold-play", tmp_path / "pots-of-gold-play.rs", home)
    assert report["verdict"] == "WA", (report["compile_error"], report["_stderr"])
    assert 'your move was refused: expected "L" or "R", got \'\'' in report["failure"]["message"]


def test_interactive_templates_are_leetcodes_and_compile(home: Path, tmp_path: Path) -> None:
    """374's template is LeetCode's `unsafe fn guessNumber`, 843's takes `master: &Master`; both
    compile as written (their placeholders lose the game: WA)."""
    for slug, declared in (
        ("guess-number-higher-or-lower", "unsafe fn guessNumber(n: i32) -> i32 {"),
        ("guess-the-word", "pub fn find_secret_word(words: Vec<String>, master: &Master) {"),
    ):
        made = run_judge("new", slug, "--lang", "rust", home=home, cwd=tmp_path)
        assert made.returncode == 0, made.stderr
        assert declared in (tmp_path / f"{slug}.rs").read_text()
        report = submit(slug, tmp_path / f"{slug}.rs", home)
        assert report["verdict"] == "WA", (report["compile_error"], report["_stderr"])
