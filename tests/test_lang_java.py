"""Java solutions, judged through the real CLI with the real JDK (skipped without one)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from conftest import needs_toolchain, settings_for, share_builds, share_cache
from lang_fixtures import check_fixture, fixture_params, fixtures, submit

from judge.model.constraints import Param
from judge.model.errors import ProblemFaultError
from judge.model.problem import Signature
from judge.model.values import parse_type

FIXTURES = fixtures("java")

pytestmark = needs_toolchain("javac", "no JDK installed")


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory, shared_builds: Path, shared_cache: Path) -> Path:
    """One home for the module's fixtures; its builds and cache are the run's shared ones (conftest)."""
    return share_cache(share_builds(tmp_path_factory.mktemp("java-home"), shared_builds), shared_cache)


@pytest.mark.parametrize("path", fixture_params("java"))
def test_java_fixture(path: Path, home: Path) -> None:
    check_fixture(path, home, "tiny-sum")


def test_a_second_submit_of_the_same_file_does_not_compile(tmp_path: Path, home: Path) -> None:
    solution = Path(__file__).parent / "lang" / "java" / "ac_plain.java"
    copy = tmp_path / "Solution.java"
    # a comment no other test has: the first submit must compile
    marker = f"// cache test {time.time_ns()}"
    copy.write_text(solution.read_text() + f"\n{marker}\n")
    # `judge submit` caches builds under JUDGE_HOME/builds (the run's shared ones: the driver is built)
    first = submit("tiny-sum", copy, home)
    assert first["verdict"] == "AC" and first["compile_ms"] > 0
    made = _builds_of(home, marker)
    assert len(made) == 1, made
    started = time.monotonic()
    second = submit("tiny-sum", copy, home)
    assert second["verdict"] == "AC" and second["compile_ms"] == 0
    assert time.monotonic() - started < 30
    assert _builds_of(home, marker) == made  # nothing built again


def _builds_of(home: Path, marker: str) -> list[Path]:
    """The build folders whose source holds `marker` (other workers may build beside them)."""
    return [
        folder
        for folder in (home / "builds" / "java").iterdir()
        if (folder / "src" / "Solution.java").is_file()
        and marker in (folder / "src" / "Solution.java").read_text()
    ]


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


ECHO = """\
class Solution {
    public boolean canWin(String currentState) {
        System.out.println(currentState);
        return currentState.length() % 2 == 0;
    }
}
"""


def test_strings_arrive_whole_from_a_folder_with_accents(tmp_path: Path, home: Path) -> None:
    """The driver reads the case lines' JSON as bytes: escapes, characters past ASCII (one past
    the BMP: two Java chars), control characters and a line longer than its 64 KiB buffer all
    reach the solution as sent, and the header's non-ASCII paths load the solution."""
    from judge.bank.locate import find_bank
    from judge.grading.session import open_runner
    from judge.sandbox.languages import by_name

    problem = find_bank(Path(__file__).resolve().parents[1] / "problems").load("flip-game-ii")
    folder = tmp_path / "dossier é ü"
    folder.mkdir()
    solution = folder / "Solution.java"
    solution.write_text(ECHO)
    program = by_name("java").prepare(solution, problem.signature, home / "builds")
    texts = ["++--", 'é"\\\n\tü€😀', "", "\x01x", "+-" * 40000]
    with open_runner(problem, program, settings_for()) as runner:
        assert runner.start() is None
        outcomes = list(runner.run_many([{"currentState": text} for text in texts]))
    assert [o.value for o in outcomes] == [len(t.encode("utf-16-le")) // 2 % 2 == 0 for t in texts]
    assert [o.output for o in outcomes[:4]] == [text + "\n" for text in texts[:4]]
    assert outcomes[4].output.endswith("+-\n")  # the tail of it only is kept


def test_builds_go_through_the_shared_cache_in_a_private_folder(tmp_path: Path) -> None:
    """Java is built as C++ and Go are (compiled.py): in a folder of its own renamed into place under
    build_root/java/<key>, the build folder made 0700; a second prepare is cached, a CE leaves nothing.
    The driver is compiled once, in a folder of its own, and every solution is compiled against it."""
    from judge.bank.locate import find_bank
    from judge.sandbox.languages import CompileFailedError, by_name

    problem = find_bank(Path(__file__).resolve().parent / "hostile" / "bank" / "problems").load("tiny-sum")
    java = by_name("java")
    solution = tmp_path / "Mine.java"
    plain = (Path(__file__).parent / "lang" / "java" / "ac_plain.java").read_text()
    solution.write_text(plain + "// private\n")
    builds = tmp_path / "builds"
    first = java.prepare(solution, problem.signature, builds)
    assert not first.cached and first.compile_ms > 0
    assert builds.stat().st_mode & 0o777 == 0o700
    second = java.prepare(solution, problem.signature, builds)
    assert second.cached and second.compile_ms == 0 and second.read_paths == first.read_paths
    (driver,) = [p for p in (builds / "java").iterdir() if p.name.startswith("driver-")]
    (key,) = [p.name for p in (builds / "java").iterdir() if p.is_dir() and p != driver]
    assert first.read_paths[:2] == (builds / "java" / key / "classes", driver / "classes")
    assert not (builds / "java" / key / "classes" / "judgedriver").exists()  # only the user's classes
    compiled_at = (driver / "classes" / "judgedriver" / "Driver.class").stat().st_mtime_ns
    other = tmp_path / "Other.java"
    other.write_text(plain + "// another solution\n")
    third = java.prepare(other, problem.signature, builds)
    assert not third.cached and third.read_paths[1] == driver / "classes"
    assert (driver / "classes" / "judgedriver" / "Driver.class").stat().st_mtime_ns == compiled_at
    broken = tmp_path / "Broken.java"
    broken.write_text("class Solution {\n    public int sumList(int[] nums) { return nums.length }\n}\n")
    kept = sorted(p.name for p in (builds / "java").iterdir() if p.is_dir())
    with pytest.raises(CompileFailedError) as failed:
        java.prepare(broken, problem.signature, builds)
    assert failed.value.message.startswith("Broken.java:2: error: ';' expected"), failed.value.message
    assert "import java.util" not in failed.value.message and str(tmp_path) not in failed.value.message
    assert sorted(p.name for p in (builds / "java").iterdir() if p.is_dir()) == kept  # nothing of the CE
