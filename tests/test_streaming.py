"""Tests are streamed, not held: the judge's own peak memory does not grow with the
number of large cases it judges. Measured in the judge's real process (its own VmHWM, read at exit;
not ru_maxrss, which Linux carries over from the process that forked it: here, pytest), on a real
bank whose data file holds the cases; and the pieces that make it so (a data file read again and
checked on every pass, the window of tests the runner reads from) on real files."""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from judge.bank.literal import LiteralTests
from judge.bank.spec import Bank, load_problem
from judge.grading.stream import Window
from judge.model.errors import SpecError
from judge.model.problem import TestCase as Case

REPO = Path(__file__).resolve().parent.parent
SLUG = "predict-the-winner"
LENGTH = 1000
RIGHT = "class Solution:\n    def predictTheWinner(self, nums):\n        return True\n"
WRONG = "class Solution:\n    def predictTheWinner(self, nums):\n        return False\n"
# The CLI in a process of its own that says, at exit, its own peak resident size (VmHWM) in KiB.
PROBE = """\
import atexit, sys
def peak():
    with open("/proc/self/status") as status:
        print("PEAK_KB", *[line.split()[1] for line in status if line.startswith("VmHWM:")], file=sys.stderr)
atexit.register(peak)
from judge.cli import main
main(prog_name="judge")
"""


def big_bank(folder: Path, count: int) -> Path:
    """A bank whose predict-the-winner has one example and `count - 1` literal tests of 1,000-element
    lists in a data file beside the spec (every answer true)."""
    problems = folder / "problems"
    problems.mkdir(parents=True)
    (folder / "solutions" / SLUG).mkdir(parents=True)
    shutil.copy(REPO / "solutions" / SLUG / "reference.py", folder / "solutions" / SLUG / "reference.py")
    (problems / f"{SLUG}.yaml").write_text(
        f"slug: {SLUG}\ntitle: Predict the Winner\nsource: {{platform: leetcode, number: 486}}\n"
        "difficulty: medium\nstatement: Take from either end; does player 1 win or tie?\n"
        "signature:\n  entry: predictTheWinner\n  params:\n"
        f"    - {{name: nums, type: 'list[int]', length: [1, {LENGTH}], values: [0, 10000000]}}\n"
        "  returns: bool\nlimits: {time_ms: 1000, memory_mb: 256}\n"
        "examples:\n  - input: {nums: [1, 2]}\n    output: true\n"
        f"tests:\n  - file: {SLUG}.big.jsonl\n",
        encoding="utf-8",
    )
    rng = random.Random(count)
    with open(problems / f"{SLUG}.big.jsonl", "w", encoding="utf-8") as out:
        for index in range(count - 1):
            nums = [rng.randint(0, 10**7) for _ in range(LENGTH)]
            out.write(
                json.dumps({"name": f"big-{index + 1}", "input": {"nums": nums}, "output": True}) + "\n"
            )
    return problems


@pytest.fixture(scope="module")
def bank_1500(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The bank of 1,500 cases (13 MiB of JSON, seconds to write), read but never written by the
    tests that share it: each judges it with a home of its own, so each load is cold."""
    return big_bank(tmp_path_factory.mktemp("bank1500"), 1500)


def submit_peak(problems: Path, home: Path, solution: Path, *options: str) -> tuple[int, str, int]:
    """(exit code, stdout, the judge process's own peak RSS in KiB) of one `judge submit`."""
    done = subprocess.run(
        [sys.executable, "-c", PROBE, "--problems", str(problems), "submit", SLUG, str(solution), *options],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        env={"JUDGE_HOME": str(home), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"},
    )
    assert "Traceback" not in done.stderr, done.stderr
    peaks = [int(line.split()[1]) for line in done.stderr.splitlines() if line.startswith("PEAK_KB")]
    assert peaks, done.stderr
    return done.returncode, done.stdout, peaks[-1]


def test_the_judges_peak_does_not_grow_with_the_number_of_large_cases(
    tmp_path: Path, bank_1500: Path
) -> None:
    """1,500 cases of 1,000-element lists (13 MiB of JSON; held, ~90 MiB of Python objects) cost the
    judge no more than a few MiB over 100 of them, loaded cold and from the spec cache alike."""
    solution = tmp_path / "right.py"
    solution.write_text(RIGHT)
    peaks = {}
    for count in (100, 1500):
        problems = bank_1500 if count == 1500 else big_bank(tmp_path / f"n{count}", count)
        home = tmp_path / f"home{count}"
        for run in ("cold", "warm"):
            code, out, peaks[count, run] = submit_peak(problems, home, solution, "--json", "--no-record")
            report = json.loads(out)
            assert (code, report["verdict"], report["passed"], report["total"]) == (0, "AC", count, count)
        (kept,) = (home / "cache" / "specs").glob(f"{SLUG}-*.json")
        assert kept.stat().st_size < 10_000, "the spec cache keeps the data file's handle, not its tests"
    for run in ("cold", "warm"):
        grown = peaks[1500, run] - peaks[100, run]
        assert grown < 12 * 1024, f"{run}: {grown} KiB more for 1,400 more cases: {peaks}"
        assert peaks[1500, run] < 60 * 1024, peaks


def test_failures_past_those_shown_are_not_held_in_full(tmp_path: Path, bank_1500: Path) -> None:
    """`--all` on a solution wrong on every case: the first failure is shown in full, the others
    named, and the judge holds none of their inputs (1,500 of them held would be ~90 MiB)."""
    problems = bank_1500
    solution = tmp_path / "wrong.py"
    solution.write_text(WRONG)
    code, out, small = submit_peak(
        problems, tmp_path / "home", solution, "--all", "--no-record", "--show-failures", "0"
    )
    assert code == 1 and "Failure 2 of 1500" in out  # a run where every failure is shown: the baseline
    code, out, peak = submit_peak(problems, tmp_path / "home2", solution, "--all", "--no-record")
    assert code == 1
    assert "First failure: example-1" in out and "0/1500 passed" in out
    assert "1499 more failing cases (big-1, big-2, big-3, big-4, big-5, ...)" in out
    assert peak < small - 30 * 1024, (peak, small)


def test_a_data_file_edited_after_the_load_is_an_error_not_a_test(tmp_path: Path) -> None:
    problems = big_bank(tmp_path, 5)
    problem = load_problem(problems / f"{SLUG}.yaml")
    assert [test.name for test in problem.tests] == ["big-1", "big-2", "big-3", "big-4"]
    data = problems / f"{SLUG}.big.jsonl"
    lines = data.read_text().splitlines()
    data.write_text("\n".join([lines[0], '{"input": {"nums": [-5]}, "output": 7}', *lines[2:]]) + "\n")
    with pytest.raises(SpecError, match="changed since the spec was loaded"):
        list(problem.tests)
    with pytest.raises(SpecError, match=r"big\.jsonl:2: line 2\.input: nums\[0\] = -5 is outside"):
        load_problem(problems / f"{SLUG}.yaml")  # loaded again, the edit is found where it is


def test_literal_tests_read_from_disk_behave_as_a_tuple(tmp_path: Path) -> None:
    problem = Bank(REPO / "problems", REPO / "solutions", tmp_path).load("stone-game")
    for loaded in (problem, Bank(REPO / "problems", REPO / "solutions", tmp_path).load("stone-game")):
        tests = loaded.tests
        assert isinstance(tests, LiteralTests), "the data file's tests are read, not held"
        held = tuple(tests)
        assert any(len(test.args["piles"]) >= 100 for test in held), "some come from stone-game.tests.jsonl"
        assert len(tests) == len(held) and tests == problem.tests
        assert [tests[i] for i in range(len(held))] == list(held) and tests[-1] == held[-1]
        for part in (slice(None, 3), slice(2, None), slice(1, -1, 2), slice(None, None, -1), slice(5, 2)):
            assert tests[part] == held[part]
        assert loaded.examples + tests == loaded.examples + held and tests + () == held
        with pytest.raises(IndexError):
            tests[len(held)]


def test_the_window_holds_few_tests_and_reads_again_for_one_it_let_go() -> None:
    class Source:
        """Ten tests, counting the passes over them and the tests made."""

        def __init__(self) -> None:
            self.passes = self.made = 0

        def __len__(self) -> int:
            return 10

        def __iter__(self):
            self.passes += 1
            for index in range(10):
                self.made += 1
                yield Case(f"t{index}", {"n": index}, index)

        def __contains__(self, item: object) -> bool:
            return False

    source = Source()
    window = Window(source, keep=3)
    args = window.args(2)
    assert len(args) == 8 and args[0] == {"n": 2} and args[1:][0] == {"n": 3}
    assert [window[i].name for i in range(2, 10)] == [f"t{i}" for i in range(2, 10)]
    assert (source.passes, source.made, len(window._held)) == (1, 10, 3)
    assert window[0].name == "t0" and source.passes == 2  # let go: read again from the start
    with pytest.raises(IndexError):
        window[10]
    window.close()
    assert not window._held


def test_the_spec_cache_sees_a_data_file_edited_to_the_same_size(tmp_path: Path) -> None:
    """The cache keys a data file by size, inode and change time, not by reading it: an edit that
    keeps the size and sets the modification time back still gives the edited tests."""
    problems = big_bank(tmp_path, 3)
    cache = tmp_path / "cache"
    bank = Bank(problems, REPO / "solutions", cache)
    first = [test.args["nums"][0] for test in bank.load(SLUG).tests]
    data = problems / f"{SLUG}.big.jsonl"
    before = data.stat()
    text = data.read_text()
    old = str(first[0])
    new = old[:-1] + str((int(old[-1]) + 1) % 10)  # the same number of digits
    data.write_text(text.replace(f"[{old},", f"[{new},", 1))
    os.utime(data, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert data.stat().st_size == before.st_size
    again = [test.args["nums"][0] for test in Bank(problems, REPO / "solutions", cache).load(SLUG).tests]
    assert again[0] == int(new) and again[1:] == first[1:]
