"""A problem's own time factor: the kernel's, corrected by how far this CPU runs the problem's
reference from the kernel against the spec's record (grading/problem_factor.py), and verify's
--fix-limits, which writes the limit that passes and the record.

Another CPU is simulated with JUDGE_KERNEL_SKEW (a kernel that runs that many times as fast as
everything else); every comparison is of two measurements on this machine, within wide bounds, so
it holds on a machine 4x slower or faster.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from conftest import run_judge, settings_for

from judge.bank.spec import load_problem
from judge.grading import problem_factor
from judge.grading.session import calibrated
from judge.model.settings import Settings
from judge.verify.fix_limits import edited, nice, propose
from judge.verify.margins import MARGIN, Margin, MarginRow

REPO = Path(__file__).resolve().parent.parent
SLUG = "stone-game"


def bank_copy(root: Path, slug: str = SLUG) -> Path:
    """One problem of the bank in a folder of the test's own: its spec and its solutions."""
    (root / "problems").mkdir(parents=True)
    for path in (REPO / "problems").glob(f"{slug}.*"):  # the spec and its data files
        shutil.copy(path, root / "problems")
    shutil.copytree(REPO / "solutions" / slug, root / "solutions" / slug)
    return root / "problems"


def set_limits(
    problems: Path, time_ms: int | None, ratio: tuple[str, str, float] | None, slug: str = SLUG
) -> None:
    spec = problems / f"{slug}.yaml"
    text = spec.read_text()
    text = re.sub(r"\n\s+kernel_ratio: \{[^}]*\}", "", text)  # the bank's own record, if any
    spec.write_text(edited(text, time_ms, ratio))


def ratio_here(problems: Path, home: Path, slug: str = SLUG) -> tuple[str, float]:
    """The reference's heaviest test by the bank's record and its ratio to the kernel on this
    machine now, measured as a machine without a record would."""
    problem = load_problem(problems / f"{slug}.yaml")
    assert problem.kernel_ratio is not None, "the bank records each problem's kernel ratio"
    settings = settings_for(home)
    kernel = calibrated("python", settings, max_age_s=0)
    found = problem_factor.measure(problem, "python", settings, kernel, problem.kernel_ratio.test, None)
    return problem.kernel_ratio.test, found.ratio_here


def submit_factor(problems: Path, home: Path, env: dict[str, str]) -> dict[str, float]:
    solution = REPO / "solutions" / SLUG / "accepted_topdown_cache.py"
    done = run_judge(
        "submit", SLUG, str(solution), "--no-record", "--json", home=home, problems=problems, env=env
    )
    assert done.returncode == 0, done.stderr
    return done.json["time_limit"]


def test_a_skewed_kernel_is_corrected_by_the_problems_own_ratio(tmp_path: Path) -> None:
    """On a simulated CPU whose kernel runs twice as fast as everything else, the kernel's factor
    halves and the problem's correction doubles it back: the limit follows the reference."""
    problems = bank_copy(tmp_path / "bank")
    home = tmp_path / "home"
    calibration = {"JUDGE_CALIBRATION": str(home / "calibration.json")}
    test, ratio = ratio_here(problems, home)
    set_limits(problems, None, (test, "python", ratio))

    plain = submit_factor(problems, home, calibration)
    skewed = submit_factor(problems, home, {**calibration, "JUDGE_KERNEL_SKEW": "2"})

    assert 0.6 < plain["correction"] < 1.6  # recorded on this machine: about 1
    assert 1.2 < skewed["correction"] < 3.3  # the kernel reads 2x fast: the correction undoes it
    assert 0.6 < skewed["factor"] / plain["factor"] < 1.6  # the same limit either way
    kept = problem_factor.kept(Settings(home=home, calibration_path=home / "calibration.json"))
    assert {c.slug for c in kept} == {SLUG} and len(kept) == 2  # one per simulated CPU


def test_without_a_record_or_with_a_set_factor_the_kernels_factor_stands(tmp_path: Path) -> None:
    problems = bank_copy(tmp_path / "bank")
    home = tmp_path / "home"
    set_limits(problems, None, None)
    calibration = {"JUDGE_CALIBRATION": str(home / "calibration.json")}
    assert submit_factor(problems, home, calibration)["correction"] == 1.0
    set_limits(problems, None, ("random-max-1", "python", 0.5))
    assert submit_factor(problems, home, {**calibration, "JUDGE_TIME_FACTOR": "3"}) | {
        "calibrated_at": ""
    } == {
        "applied_ms": 3000,
        "reference_ms": 1000,
        "factor": 3.0,
        "language": "python",
        "calibrated_at": "",
        "source": "JUDGE_TIME_FACTOR",
        "correction": 1.0,
    }


@pytest.mark.parametrize(
    ("record", "field"),
    [
        ("{test: random-max-1, python: -2}", "limits.kernel_ratio.python"),
        ("{test: random-max-1}", "limits.kernel_ratio"),
        ("{python: 2}", "limits.kernel_ratio.test"),
        ("{test: random-max-1, 'Py thon': 2}", "limits.kernel_ratio.Py thon"),
        ("[1, 2]", "limits.kernel_ratio"),
    ],
)
def test_a_broken_record_is_one_line_naming_its_field(tmp_path: Path, record: str, field: str) -> None:
    problems = bank_copy(tmp_path / "bank")
    set_limits(problems, None, None)
    spec = problems / f"{SLUG}.yaml"
    spec.write_text(
        spec.read_text().replace("\n  time_ms: 1000\n", f"\n  time_ms: 1000\n  kernel_ratio: {record}\n")
    )
    done = run_judge("show", SLUG, home=tmp_path / "home", problems=problems)
    assert done.returncode == 2
    assert len(done.stderr.strip().splitlines()) == 1 and field in done.stderr, done.stderr


def test_a_record_naming_no_test_is_one_line_at_judging(tmp_path: Path) -> None:
    problems = bank_copy(tmp_path / "bank")
    home = tmp_path / "home"
    set_limits(problems, None, ("no-such-test", "python", 0.5))
    solution = REPO / "solutions" / SLUG / "accepted_topdown_cache.py"
    done = run_judge("submit", SLUG, str(solution), "--no-record", home=home, problems=problems,
                     env={"JUDGE_CALIBRATION": str(home / "calibration.json")})  # fmt: skip
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        f"judge: error: {problems / SLUG}.yaml: limits.kernel_ratio.test: no test is called 'no-such-test'"
    ]


def test_the_spec_edit_keeps_comments_and_style() -> None:
    block = "slug: x\nlimits:\n  # ours\n  time_ms: 1000\n  memory_mb: 256\nexamples: []\n"
    assert edited(block, 2400, ("big-1", "python", 12.345)) == (
        "slug: x\nlimits:\n  # ours\n  time_ms: 2400\n  kernel_ratio: {test: big-1, python: 12.3}\n"
        "  memory_mb: 256\nexamples: []\n"
    )
    again = edited(edited(block, None, ("big-1", "python", 1.0)), None, ("big-2", "python", 2.0))
    assert again.count("kernel_ratio") == 1 and "{test: big-2, python: 2}" in again  # replaced, not added
    flow = "limits: {time_ms: 3000, memory_mb: 256}\n"
    assert edited(flow, 3400, ("t", "python", 0.412)) == (
        "limits: {time_ms: 3400, memory_mb: 256, kernel_ratio: {test: t, python: 0.412}}\n"
    )
    with pytest.raises(ValueError, match="limits"):
        edited("slug: x\n", 1, None)


def margin(role: str, ms: float, limit: int = 1000, at_least: bool = False) -> Margin:
    return Margin(f"{role}_x.py", role, "big-1", ms, limit, 1.0, at_least=at_least)


def test_the_proposed_limit_sits_between_both_margins() -> None:
    assert propose(MarginRow("ok", 1000, margin("accepted", 300), margin("slow", 3000))) is None
    thin = propose(MarginRow("thin", 1000, margin("accepted", 700), margin("slow", 9000)))
    assert thin is not None and thin.new_ms is not None
    assert 700 * MARGIN <= thin.new_ms <= 9000 / MARGIN  # both margins hold at the proposed limit
    assert thin.new_ms == nice(700 * MARGIN * 1.25, up=True)  # and it moves no further than they ask
    loose = propose(MarginRow("loose", 5000, margin("accepted", 100, 5000), margin("slow", 6000, 5000)))
    assert loose is not None and loose.new_ms == nice(
        6000 / MARGIN / 1.25, up=False
    )  # down to the slow side's
    narrow = propose(MarginRow("narrow", 1000, margin("accepted", 700), margin("slow", 5000)))
    assert narrow is not None and narrow.new_ms == nice((700 * MARGIN * 5000 / MARGIN) ** 0.5, up=True)
    assert "time_ms 1000 -> " in thin.line() and "--fix-limits thin" in thin.line()
    proven_so_far = propose(
        MarginRow("p", 1000, margin("accepted", 700), margin("slow", 2000, at_least=True))
    )
    assert proven_so_far is not None and proven_so_far.new_ms == nice(
        700 * MARGIN * 1.25, up=True
    )  # room above the lower end
    none = propose(MarginRow("none", 1000, margin("accepted", 700), margin("slow", 1800)))
    assert none is not None and none.new_ms is None and "no time limit passes" in none.line()
    assert nice(3092, up=True) == 3100 and nice(3092, up=False) == 3000 and nice(7, up=True) == 7


def test_verify_says_the_limit_that_passes_and_fix_limits_writes_it(tmp_path: Path) -> None:
    """A limit too tight for an accepted solution: verify fails with the one line, --fix-limits
    writes the spec and shows the diff, and the bank then verifies."""
    problems = bank_copy(tmp_path / "bank")
    home = tmp_path / "home"
    env = {"JUDGE_CALIBRATION": str(home / "calibration.json")}
    set_limits(problems, 150, None)  # the top-down solution takes about 100 reference-machine ms
    failed = run_judge("verify", SLUG, "-j", "2", home=home, problems=problems, env=env)
    assert failed.returncode == 1
    line = next(x for x in failed.stdout.splitlines() if "would pass" in x)
    proposed = int(re.search(r"time_ms 150 -> (\d+) would pass", line).group(1))  # type: ignore[union-attr]

    fixed = run_judge("verify", SLUG, "-j", "2", "--fix-limits", home=home, problems=problems, env=env)
    assert fixed.returncode == 1  # this run judged the old limit
    written = re.search(r"-  time_ms: 150\n\+  time_ms: (\d+)\n\+  kernel_ratio: \{test: ", fixed.stdout)
    assert written is not None, fixed.stdout[-1500:]
    assert abs(int(written.group(1)) - proposed) <= proposed / 3  # this run's reading, near the last one's
    proposed = int(written.group(1))
    problem = load_problem(problems / f"{SLUG}.yaml")
    assert problem.limits.time_ms == proposed and problem.kernel_ratio is not None

    proven = run_judge("verify", SLUG, "-j", "2", "--json", home=home, problems=problems, env=env)
    assert proven.returncode == 0, proven.stdout[-2000:]
    limits = next(c for c in proven.json["problems"][0]["checks"] if c["check"] == "limits")
    assert limits["kernel_ratio"]["spec"] == problem.kernel_ratio.of("python")


def test_an_accepted_solutions_tle_decides_its_margin(tmp_path: Path) -> None:
    """A limit too tight for an accepted_* to pass at all: its TLE case, not the lighter ones it
    passed, is its margin, so verify proposes a limit (no test named: not run again here)."""
    from dataclasses import replace

    from judge.model.problem import CaseKind
    from judge.model.results import CaseResult
    from judge.model.verdict import Verdict
    from judge.verify.margins import slowest

    spec = load_problem(REPO / "problems" / f"{SLUG}.yaml")
    problem = replace(spec, limits=replace(spec.limits, time_ms=150))
    cases = [
        CaseResult("light", CaseKind.GENERATED, Verdict.AC, {}, True, time_ms=40.0),
        CaseResult("heavy", CaseKind.GENERATED, Verdict.TLE, {}, True, time_ms=190.0),
    ]
    margin = slowest(problem, settings_for(tmp_path / "home"), Path("accepted_x.py"), cases, [], 1.0)
    assert margin is not None and margin.test == "heavy" and margin.ms == 190.0 and not margin.ok
    row = MarginRow(SLUG, 150, margin, None)
    proposal = propose(row)
    assert proposal is not None and proposal.new_ms is not None and proposal.new_ms >= 190 * MARGIN
