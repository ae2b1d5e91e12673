"""Go solutions judged through the real CLI, with the real go (skipped if it is missing)."""

from __future__ import annotations

import glob
import re
import shutil
import subprocess
import time
from pathlib import Path

import pytest
from conftest import needs_toolchain, run_judge, share_builds, share_cache
from lang_fixtures import LANG, check_fixture, fixture_params, fixtures, header, submit

pytestmark = needs_toolchain("go", "go is not installed")
FIXTURES = fixtures("go")


@pytest.fixture(scope="session")
def home(tmp_path_factory: pytest.TempPathFactory, shared_builds: Path, shared_cache: Path) -> Path:
    """One home for the module's fixtures; its builds and cache are the run's shared ones (conftest)."""
    return share_cache(share_builds(tmp_path_factory.mktemp("judge-home-go"), shared_builds), shared_cache)


def test_every_verdict_is_covered() -> None:
    assert {path.stem.split("_")[0] for path in FIXTURES} == {"ac", "wa", "tle", "mle", "ole", "re", "ce"}


def installed_gos() -> dict[str, tuple[int, int]]:
    """Every Go on this machine (PATH, /usr/local/go, Debian's /usr/lib/go-1.N) and its
    `go version` line's (major, minor), asked of each binary."""
    found: dict[str, tuple[int, int]] = {}
    for place in (shutil.which("go"), "/usr/local/go/bin/go", *glob.glob("/usr/lib/go-1.*/bin/go")):
        if place and Path(place).is_file():
            line = subprocess.run([place, "version"], capture_output=True, text=True, check=False).stdout
            match = re.search(r"go(\d+)\.(\d+)", line)
            if match:
                found[line.strip()] = (int(match.group(1)), int(match.group(2)))
    return found


NEWEST_GO = max(installed_gos().values(), default=(0, 0))


@pytest.mark.parametrize("path", fixture_params("go"))
def test_go_solution(path: Path, home: Path) -> None:
    for needed in header(path).get("needs", []):  # `// needs: go1.21`
        major, minor = (int(part) for part in needed.removeprefix("go").split("."))
        if NEWEST_GO < (major, minor):
            pytest.skip(f"needs Go {needed}: apt-get install -t bookworm-backports golang-1.23-go")
    check_fixture(path, home, "predict-the-winner")


def test_version_names_leetcodes_go_where_installed(home: Path) -> None:
    """`judge --version` names the Go it builds with: LeetCode's 1.23 where installed (Debian's
    golang-1.23-go, beside the distribution's 1.19 on PATH), else the newest on the machine."""
    gos = installed_gos()
    exact = [line for line, version in gos.items() if version == (1, 23)]
    expected = exact[0] if exact else max(gos, key=lambda line: gos[line])
    shown = run_judge("--version", home=home, process=True)
    assert shown.returncode == 0, shown.stderr
    row = next(line for line in shown.stdout.splitlines() if line.split()[:1] == ["go"])
    assert row.split(None, 1)[1] == expected, (row, gos)


def test_without_go_on_path_the_debian_go_is_still_found_or_one_line(home: Path, tmp_path: Path) -> None:
    """A PATH without `go` (golang-1.23-go puts none there): Debian's /usr/lib/go-1.N is found
    anyway; with no Go anywhere the submit is one line naming the package, exit 2."""
    empty = tmp_path / "bin"
    empty.mkdir()
    done = run_judge(
        "submit",
        "predict-the-winner",
        str(LANG / "go" / "ac_plain.go"),
        "--no-record",
        home=home,
        env={"PATH": str(empty)},
        process=True,
    )
    debian = glob.glob("/usr/lib/go-1.*/bin/go") + glob.glob("/usr/local/go/bin/go")
    if debian:
        assert done.returncode == 0, done.stderr
    else:
        assert done.returncode == 2 and "Traceback" not in done.stderr
        assert done.stderr.strip().count("\n") == 0 and "golang-1.23-go" in done.stderr, done.stderr


def test_second_submit_of_the_same_file_is_not_compiled_again(home: Path, tmp_path: Path) -> None:
    solution = tmp_path / "twice.go"
    # a comment no other test has: the first submit must compile
    solution.write_text((LANG / "go" / "ac_plain.go").read_text() + f"// {time.time_ns()}\n")
    first = submit("predict-the-winner", solution, home)
    second = submit("predict-the-winner", solution, home)
    assert first["verdict"] == second["verdict"] == "AC"
    assert first["compile_ms"] > 0
    assert second["compile_ms"] == 0  # the cached program: go build did not run


def test_template_compiles_to_the_leetcode_signature() -> None:
    from judge.bank.spec import load_problem
    from judge.sandbox.languages import by_name

    problem = load_problem(Path(__file__).parent.parent / "problems" / "predict-the-winner.yaml")
    text = by_name("go").template(problem.signature)
    assert text.startswith("func predictTheWinner(nums []int) bool {")


def test_strategy_template_compiles_and_plays(home: Path, tmp_path: Path) -> None:
    """`judge new` of a strategy problem writes the class (LeetCode's design style) that builds and
    is asked for moves: its placeholder move is refused, WA at the first position."""
    made = run_judge("new", "pots-of-gold-play", "--lang", "go", home=home, cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    report = submit("pots-of-gold-play", tmp_path / "pots-of-gold-play.go", home)
    assert report["verdict"] == "WA", (report["compile_error"], report["_stderr"])
    assert 'your move was refused: expected "L" or "R", got \'\'' in report["failure"]["message"]
