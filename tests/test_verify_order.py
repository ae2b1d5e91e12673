"""How verify spends its time: checks side by side, a wrong_* judged only until it is caught, a
slow_* judged heaviest test first in the quick profile (the official order in the thorough one).

Real child processes on temporary banks (test_verify.py's helpers), and the real worker pool.
"""

from __future__ import annotations

import threading
import time
from concurrent.futures import Future
from dataclasses import replace
from pathlib import Path

import pytest
from conftest import settings_for
from test_verify import BRUTE, GOOD, REFERENCE, SLOW, SMALL, by_check, errors, make_bank, run

from judge.bank.spec import load_problem
from judge.verify import by_name
from judge.verify.margins import MARGIN
from judge.verify.pool import PriorityPool
from judge.verify.verifier import Verification

HEAVIEST_FIRST = replace(SMALL, slow_heaviest_first=True)
OFFICIAL_ORDER = replace(SMALL, slow_heaviest_first=False)

# Caught on the test `tie` (not an example); spins on every test but the examples and `tie`.
WRONG_THEN_SPINNING = """\
def firstWins(nums):
    if nums == [2, 4, 2]:
        return False
    if nums in ([1, 5, 2], [1, 5, 33, 7]):
        return len(nums) == 4
    while True:
        pass
"""

# Too slow for the 22-number tests, and wrong on the light test `tie`.
SLOW_AND_WRONG_ON_A_LIGHT_TEST = SLOW.replace(
    "def firstWins(nums):\n", "def firstWins(nums):\n    if nums == [2, 4, 2]:\n        return False\n"
)


@pytest.fixture(scope="module")
def heaviest_bank(tmp_path_factory: pytest.TempPathFactory) -> Verification:
    """A bank of a wrong_* that spins once caught and a slow_* also wrong on a light test, verified
    once heaviest first for the two tests below (each check judges its own file alone)."""
    root = tmp_path_factory.mktemp("order")
    files = {
        "reference.py": REFERENCE,
        "brute.py": BRUTE,
        "wrong_spins.py": WRONG_THEN_SPINNING,
        "slow_search.py": SLOW_AND_WRONG_ON_A_LIGHT_TEST,
    }
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("JUDGE_TIME_FACTOR", "1")  # the spec's limits: see test_the_quick_profile_judges...
        return run(make_bank(root, files), root, HEAVIEST_FIRST)


def test_a_wrong_solution_is_judged_only_until_it_is_caught(heaviest_bank: Verification) -> None:
    report = by_check(heaviest_bank)["wrong_spins"]
    assert report.ok, errors(report)
    assert report.summary.startswith("WA first on tie; WA on tie")
    # Judging on would cost each of the 19 spinning tests a kill at 1.25x the 300 ms limit.
    assert report.seconds < 3.0, report.seconds


def test_the_quick_profile_proves_a_slow_solution_tle_on_the_heaviest_test_first(
    heaviest_bank: Verification,
) -> None:
    report = by_check(heaviest_bank)["slow_search"]
    assert report.ok, errors(report)
    assert report.summary.startswith("TLE on random-large-")
    # proven by one run, ended at 2x the limit: the margin a limit needs over a slow solution
    assert (
        f"(generated, heaviest first), ≥{MARGIN:.1f}x the limit: still running at {MARGIN:g}x it"
        in report.summary
    )


def test_the_official_order_also_finds_a_wrong_answer_before_the_time_out(
    tmp_path: Path, clock_limits: None
) -> None:
    # no brute.py (a finding of the spec check): the slow_*'s verdict does not need its comparisons
    bank = make_bank(tmp_path, {"reference.py": REFERENCE, "slow_search.py": SLOW_AND_WRONG_ON_A_LIGHT_TEST})
    [message] = errors(by_check(run(bank, tmp_path, OFFICIAL_ORDER))["slow_search"])
    assert message.startswith("slow_search.py gets WA on tie") and "its name says TLE" in message


def test_heaviest_first_goes_by_the_references_time_then_by_input_size(tmp_path: Path) -> None:
    problem = load_problem(make_bank(tmp_path, GOOD).problems_dir / "take-from-ends.yaml")
    tests = list(problem.tests)  # the literal ones: tie [2, 4, 2], greedy-trap [8, 15, 3, 7]
    by_size = by_name.heaviest_first(problem, tests, {})
    assert [t.name for t in by_size] == ["greedy-trap", "tie"]
    # a reference time of 1 ms or more outweighs size; under 1 ms it is noise and changes nothing
    assert [t.name for t in by_name.heaviest_first(problem, tests, {"tie": 5.0})] == ["tie", "greedy-trap"]
    assert [t.name for t in by_name.heaviest_first(problem, tests, {"tie": 0.5})] == ["greedy-trap", "tie"]


def test_the_pool_runs_as_many_calls_at_once_as_it_has_workers() -> None:
    both = threading.Barrier(2, timeout=10)  # each call waits for the other: one worker would hang
    pool = PriorityPool(2)
    try:
        futures = [pool.submit((0,), both.wait) for _ in range(2)]
        assert sorted(f.result(timeout=15) for f in futures) == [0, 1]
    finally:
        pool.close()


def test_the_pool_takes_the_lowest_priority_first_and_a_call_may_submit_more() -> None:
    pool = PriorityPool(1)
    ran: list[str] = []
    gate = threading.Event()
    try:
        blocker = pool.submit((0,), gate.wait, 10)  # holds the one worker while the rest queue up
        later = pool.submit((2,), ran.append, "problem 2")

        def first_checks() -> object:
            ran.append("problem 1")
            return pool.submit((1, 1), ran.append, "problem 1, a solution")

        plan = pool.submit((1, 0), first_checks)
        gate.set()
        assert blocker.result(timeout=15) is True
        plan.result(timeout=15).result(timeout=15)
        later.result(timeout=15)
        assert ran == ["problem 1", "problem 1, a solution", "problem 2"]
    finally:
        pool.close()


def test_a_closed_pool_cancels_what_has_not_started_and_lets_the_running_call_end() -> None:
    pool = PriorityPool(1)
    queued: list[Future[int]] = []
    began, submitted = threading.Event(), threading.Event()

    def running() -> bool:  # ends once closing the pool has cancelled the call queued behind it
        began.set()
        submitted.wait(10)
        deadline = time.monotonic() + 10
        while not queued[0].cancelled() and time.monotonic() < deadline:
            time.sleep(0.01)
        return queued[0].cancelled()

    first = pool.submit((0,), running)
    queued.append(pool.submit((1,), int))
    submitted.set()
    assert began.wait(10)
    pool.close()
    assert first.result() is True and queued[0].cancelled()
    assert pool.submit((0,), int).cancelled()


@pytest.mark.parametrize("jobs", [1, 2])
def test_reports_come_in_the_problems_order_whatever_runs_first(
    tmp_path: Path, jobs: int, clock_limits: None
) -> None:
    from judge.verify import verifier as verify

    bank = make_bank(tmp_path, GOOD)
    # heaviest first: slow_search's TLE is proven by one run, not a kill and a second run
    verification = verify.run_verification(bank, (), HEAVIEST_FIRST, settings_for(tmp_path), jobs=jobs)
    checks = [r.check for r in verification.reports]
    assert checks == ["spec", "tests", "reference", "limits", "brute", "wrong_greedy", "slow_search"]


def test_the_quick_profile_judges_the_test_that_proved_tle_last_time_first(
    tmp_path: Path, clock_limits: None
) -> None:
    # clock_limits: the solution spins to 2x the limit in each of the three runs, at the spec's
    # own limits 600 ms of CPU rather than that times a factor measured (maybe under load) before
    # each run; the reference's microseconds are as far under the limit on any machine.
    from judge.grading.cases import generate_inputs

    # the spec's generated inputs, read from a bank of its own: the one verified holds slow_one alone
    problem = load_problem(make_bank(tmp_path / "inputs", GOOD).problems_dir / "take-from-ends.yaml")
    inputs = dict(generate_inputs(problem))
    # heaviest first (all 22 numbers, so the official order among them) takes random-large-1 and
    # -2 before the one input this solution cannot finish
    spins_on = inputs["random-large-3"]["nums"]
    slow_on_one = REFERENCE.replace(
        "    def firstWins(self, nums):\n",
        f"    def firstWins(self, nums):\n        while nums == {spins_on}:\n            pass\n",
    )
    # no brute.py (a finding of the spec check), no other solution: the three runs look at slow_one
    bank = make_bank(tmp_path, {"reference.py": REFERENCE, "slow_one.py": slow_on_one})
    first = by_check(run(bank, tmp_path, HEAVIEST_FIRST))["slow_one"]
    assert first.ok, errors(first)
    assert first.summary.startswith(
        f"TLE on random-large-3 (generated, heaviest first), ≥{MARGIN:.1f}x the limit"
    )
    again = by_check(run(bank, tmp_path, HEAVIEST_FIRST))["slow_one"]
    assert again.ok, errors(again)
    assert again.summary.startswith(
        f"TLE on random-large-3 (generated, last run's TLE test first), ≥{MARGIN:.1f}x"
    )
    # the hint only orders: a hint file for other tests or another solution is not used
    (hint,) = (tmp_path / "cache" / "verify-tle").iterdir()
    hint.write_text(hint.read_text().replace("random-large-3", "random-large-2"))  # its seal breaks
    third = by_check(run(bank, tmp_path, HEAVIEST_FIRST))["slow_one"]
    assert third.ok and "heaviest first" in third.summary, third.summary
