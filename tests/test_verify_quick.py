"""What makes `judge verify` quick (issue 30): the quick profile judges less where its proof does
not need it (a slow_* only to 1.1x its limit, an accepted_* on the tests light for the reference
and its heaviest few), and a problem's support children (its generator.py, validator.py,
checker.py) end once every check of that problem has ended, instead of one idle interpreter per
file to the end of the run (about sixty by the bank's last problem)."""

from __future__ import annotations

import os
import re
from dataclasses import replace
from pathlib import Path

import pytest
from conftest import settings_for
from test_verify import REFERENCE, SMALL, SPEC, burning, by_check, errors, make_bank

from judge.verify import verifier as verify
from judge.verify.margins import MARGIN

GENERATOR = """\
def generate(rng, size):
    return {"nums": [rng.randint(0, 50) for _ in range(size or 5)]}
"""


def support_children(folder: str = "/") -> list[int]:
    """This process's children that run a problem's own file in `folder` (their command line says so)."""
    found = []
    for name in os.listdir("/proc"):
        try:
            stat = Path(f"/proc/{name}/stat").read_bytes().rsplit(b")", 1)[1].split()
            argv = Path(f"/proc/{name}/cmdline").read_bytes()
        except (OSError, IndexError, ValueError):
            continue
        if (
            stat[0] not in (b"Z", b"X")
            and int(stat[1]) == os.getpid()
            and b"\0judge-support\0" in argv
            and folder.encode() in argv
        ):
            found.append(int(name))
    return found


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_problems_support_children_end_with_its_checks(tmp_path: Path, jobs: int) -> None:
    spec_b = SPEC.replace("take-from-ends", "take-from-ends-b").replace("Take From Ends", "Take B")
    bank = make_bank(tmp_path, {"reference.py": REFERENCE, "generator.py": GENERATOR})
    make_bank(tmp_path, {"reference.py": REFERENCE, "generator.py": GENERATOR}, spec_b, "take-from-ends-b")
    before = set(support_children())  # another test's kept children, in this worker
    seen_while_a_ran: list[int] = []
    alive_when_b_began: list[int] = []
    for report in verify.verify_bank(bank, (), SMALL, settings_for(tmp_path), jobs=jobs):
        if report.problem == "take-from-ends" and report.check == "tests":
            # the tests were drawn by it (a child kept by an earlier test of this worker is not it)
            seen_while_a_ran.extend(set(support_children("/take-from-ends/")) - before)
        if report.problem == "take-from-ends-b" and report.check == "spec":
            alive_when_b_began.extend(pid for pid in seen_while_a_ran if pid in support_children())
    assert seen_while_a_ran, "the generator's child was never seen: this test proves nothing"
    assert not alive_when_b_began
    assert not set(support_children()) - before


def test_the_quick_profile_proves_a_slow_solutions_tle_but_leaves_its_margin_to_the_thorough(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # 450 ms of CPU against 300 ms: TLE, but under MARGIN x the limit (test_verify.py: the margin's finding)
    monkeypatch.setenv("JUDGE_TIME_FACTOR", "1")
    # no brute.py (a finding of the spec check): the two runs look at the slow_* alone
    files = {"reference.py": REFERENCE, "slow_burning.py": burning(REFERENCE, 0.45)}
    bank = make_bank(tmp_path, files)
    quick = replace(SMALL, slow_heaviest_first=True, slow_multiple=1.1)
    result = verify.run_verification(bank, (), quick, settings_for(tmp_path))
    report = by_check(result)["slow_burning"]
    assert report.ok, errors(report)
    assert re.search(r"TLE on random-large-\d .*still running at 1\.1x the limit", report.summary), (
        report.summary
    )
    assert report.margin is None and result.margins()[0].slow is None  # no margin is claimed
    thorough = verify.run_verification(bank, (), replace(quick, slow_multiple=MARGIN), settings_for(tmp_path))
    assert not by_check(thorough)["slow_burning"].ok  # the same file, its thin margin found


def test_the_quick_profile_judges_an_accepted_solution_on_the_light_tests_and_the_heaviest(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # 22 tests; the reference burns 50 ms on the 3 random-large ones, microseconds on the 19 others
    monkeypatch.setenv("JUDGE_TIME_FACTOR", "1")
    wrong_on_a_hand_written_test = REFERENCE.replace(
        "        lead = list(nums)\n",
        "        if nums == [8, 15, 3, 7]:\n            return False\n        lead = list(nums)\n",
    )
    assert wrong_on_a_hand_written_test != REFERENCE
    files = {
        "reference.py": burning(REFERENCE, 0.05),  # no brute.py: the two runs look at the accepted_*
        # burns a little on the same tests, so its slowest test is a heavy one whatever the noise
        "accepted_dp.py": burning(REFERENCE, 0.01),
        "accepted_hand_written_wrong.py": wrong_on_a_hand_written_test,
    }
    bank = make_bank(tmp_path, files)
    quick = replace(SMALL, accepted_heaviest=1)
    checks = by_check(verify.run_verification(bank, (), quick, settings_for(tmp_path)))
    good = checks["accepted_dp"]
    assert good.ok and good.summary.startswith("AC on 20/20 tests (of 22: the reference's light"), (
        good.summary
    )
    assert good.margin is not None and good.margin.test.startswith("random-large-")
    [message] = errors(checks["accepted_hand_written_wrong"])
    assert "gets WA on greedy-trap" in message, message
    everything = verify.run_verification(bank, (), SMALL, settings_for(tmp_path))  # the thorough way
    assert by_check(everything)["accepted_dp"].summary.startswith("AC on 22/22 tests,")
