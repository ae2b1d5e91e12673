"""`judge verify` on temporary banks: a sound problem passes; each kind of fault is found and named.

Every bank here is written into tmp_path (spec, reference, brute force, named solutions), verified
through the real path (real child processes), and the findings are asserted.
"""

from __future__ import annotations

import itertools
import json
import re
import shutil
from dataclasses import replace
from pathlib import Path

import pytest
from conftest import JudgeRun, run_judge, settings_for, share_builds

from judge.bank.spec import Bank, load_problem
from judge.model.constraints import check_args
from judge.model.errors import JudgeError
from judge.verify import verifier as verify
from judge.verify.margins import MARGIN
from judge.verify.small_inputs import Bounds, enumerate_inputs

SLUG = "take-from-ends"
NUMS_PARAM = "    - {name: nums, type: 'list[int]', length: [1, 22], values: [0, 50]}\n"

SPEC = """\
slug: take-from-ends
title: Take From Ends
source: {platform: test}
difficulty: easy
statement: Players take a number from either end in turn; true if the first ends level or ahead.
signature:
  entry: firstWins
  params:
    - {name: nums, type: 'list[int]', length: [1, 22], values: [0, 50]}
  returns: bool
limits: {time_ms: 300, memory_mb: 256}
examples:
  - input: {nums: [1, 5, 2]}
    output: false
  - input: {nums: [1, 5, 33, 7]}
    output: true
tests:
  - {name: tie, input: {nums: [2, 4, 2]}, output: true}
  - {name: greedy-trap, input: {nums: [8, 15, 3, 7]}, output: true}
  - generate: random-small
    count: 15
    seed: 11
    size: 6
  - generate: random-large
    count: 3
    seed: 12
    size: 22
"""

REFERENCE = """\
# interval DP on the mover's lead
class Solution:
    def firstWins(self, nums):
        lead = list(nums)
        for length in range(2, len(nums) + 1):
            for i in range(len(nums) - length + 1):
                j = i + length - 1
                lead[i] = max(nums[i] - lead[i + 1], nums[j] - lead[i])
        return lead[0] >= 0
"""

# A plain game-tree search, written apart from the DP; the tests below use it as the truth as well.
BRUTE = """\
def firstWins(nums):
    def lead(row):
        if not row:
            return 0
        return max(row[0] - lead(row[1:]), row[-1] - lead(row[:-1]))
    return lead(tuple(nums)) >= 0
"""

WRONG_GREEDY = """\
def firstWins(nums):
    row, totals, turn = list(nums), [0, 0], 0
    while row:
        totals[turn] += row.pop(0) if row[0] >= row[-1] else row.pop()
        turn ^= 1
    return totals[0] >= totals[1]
"""

# Exponential: the search above with list copies, far over the limit at 22 numbers.
SLOW = """\
def firstWins(nums):
    def lead(row):
        if not row:
            return 0
        return max(row[0] - lead(list(row[1:])), row[-1] - lead(list(row[:-1])))
    return lead(list(nums)) >= 0
"""

# Wrong, yet right on both examples: for an odd length it compares the even- and odd-index sums.
WRONG_REFERENCE = """\
class Solution:
    def firstWins(self, nums):
        if len(nums) % 2 == 0:
            return True
        return sum(nums[0::2]) >= sum(nums[1::2])
"""


def truth(nums: list[int]) -> bool:
    def lead(row: tuple[int, ...]) -> int:
        return 0 if not row else max(row[0] - lead(row[1:]), row[-1] - lead(row[:-1]))

    return lead(tuple(nums)) >= 0


def parity_rule(nums: list[int]) -> bool:
    return True if len(nums) % 2 == 0 else sum(nums[0::2]) >= sum(nums[1::2])


# A smaller profile than quick for the tests that do not need the full comparison.
SMALL = verify.Profile(
    "small", Bounds(length=4, values=3, int_span=5, limit=200), random_count=30, random_max_size=6
)


def make_bank(root: Path, files: dict[str, str], spec: str = SPEC, slug: str = SLUG) -> Bank:
    (root / "problems").mkdir(parents=True, exist_ok=True)
    (root / "problems" / f"{slug}.yaml").write_text(spec)
    folder = root / "solutions" / slug
    folder.mkdir(parents=True, exist_ok=True)
    for name, source in files.items():
        (folder / name).write_text(source)
    return Bank(root / "problems", root / "solutions")


def run(bank: Bank, tmp_path: Path, profile: verify.Profile = SMALL) -> verify.Verification:
    return verify.run_verification(bank, (), profile, settings_for(tmp_path))


def verify_quick(root: Path, *options: str) -> JudgeRun:
    """`judge verify OPTIONS` in the quick profile on the bank under `root`, its home beside it."""
    return run_judge(
        "verify",
        *options,
        home=root / "home",
        problems=root / "problems",
        env={"JUDGE_VERIFY_PROFILE": "quick"},
    )


def by_check(result: verify.Verification, slug: str = SLUG) -> dict[str, verify.CheckReport]:
    return {r.check: r for r in result.reports if r.problem == slug}


def errors(report: verify.CheckReport) -> list[str]:
    return [d.message for d in report.diagnostics if d.severity == "error"]


def disagreement_input(message: str, marker: str = "disagree on ") -> dict:
    """The input a "... disagree on {json}: ..." finding names."""
    start = message.index(marker) + len(marker)
    if message.startswith("random input", start):
        start += len("random input ")
    value, _ = json.JSONDecoder().raw_decode(message, start)
    return value


GOOD = {"reference.py": REFERENCE, "brute.py": BRUTE, "wrong_greedy.py": WRONG_GREEDY, "slow_search.py": SLOW}


# -- a sound problem -------------------------------------------------------------------------------
# The sound bank with an accepted_* and a support file, verified once in the quick profile for the
# tests that read its report (a quick verification of it is a few seconds of children).
SOUND = {**GOOD, "accepted_again.py": REFERENCE, "helpers.py": WRONG_GREEDY}


@pytest.fixture(scope="module")
def sound_quick(tmp_path_factory: pytest.TempPathFactory) -> verify.Verification:
    root = tmp_path_factory.mktemp("sound")
    with pytest.MonkeyPatch.context() as patch:
        # the spec's limits: slow_search spins to its kill at 1.1x 300 ms whatever a factor measured
        # under load would say; the others take microseconds, as far under it on any machine
        patch.setenv("JUDGE_TIME_FACTOR", "1")
        return run(make_bank(root, SOUND), root, verify.PROFILES["quick"])


def test_a_sound_problem_passes_every_check_of_the_quick_profile(sound_quick: verify.Verification) -> None:
    checks = by_check(sound_quick)
    assert list(checks) == [
        "spec",
        "tests",
        "reference",
        "limits",
        "brute",
        "wrong_greedy",
        "slow_search",
        "accepted_again",
    ]
    assert sound_quick.ok, [d.message for d in sound_quick.errors]
    assert not any(r.skipped for r in checks.values())
    # the exhaustive part covered every list of length 1..5 over {0, 1, 2}
    assert "363/363 exhaustive inputs up to size 5 agree" in checks["brute"].summary
    assert checks["slow_search"].summary.startswith("TLE on random-large")
    assert "WA on greedy-trap" in checks["wrong_greedy"].summary


# A C++ solution of the bank: the greedy mistake, and the DP; verify judges each in C++.
WRONG_GREEDY_CPP = """\
class Solution {
public:
    bool firstWins(vector<int>& nums) {
        int i = 0, j = nums.size() - 1, turn = 0, totals[2] = {0, 0};
        while (i <= j) totals[turn ^= 1] += nums[i] >= nums[j] ? nums[i++] : nums[j--];
        return totals[1] >= totals[0];
    }
};
"""
ACCEPTED_CPP = """\
class Solution {
public:
    bool firstWins(vector<int>& nums) {
        vector<int> lead(nums);
        for (size_t length = 2; length <= nums.size(); length++)
            for (size_t i = 0; i + length <= nums.size(); i++)
                lead[i] = max(nums[i] - lead[i + 1], nums[i + length - 1] - lead[i]);
        return lead[0] >= 0;
    }
};
"""


def test_solutions_of_other_languages_are_judged_in_their_language(
    tmp_path: Path, shared_builds: Path
) -> None:
    if shutil.which("g++") is None and shutil.which("clang++-19") is None:
        pytest.skip("no C++ compiler")
    share_builds(tmp_path, shared_builds)  # the precompiled header: once a run, not once a test
    files = {
        "reference.py": REFERENCE,
        "brute.py": BRUTE,
        "wrong_greedy.py": WRONG_GREEDY,
        "wrong_greedy.cpp": WRONG_GREEDY_CPP,
        "accepted_interval.cpp": ACCEPTED_CPP,
    }
    files["helper_notes.cpp"] = "this is no solution: a name that says no verdict is never judged"
    reports = run(make_bank(tmp_path, files), tmp_path).reports
    wrong = [r for r in reports if r.check == "wrong_greedy"]  # the .py and the .cpp file
    assert len(wrong) == 2 and all(r.ok and "WA on greedy-trap" in r.summary for r in wrong), wrong
    accepted = [r for r in reports if r.check == "accepted_interval"]
    assert len(accepted) == 1 and accepted[0].ok and accepted[0].summary.startswith("AC on"), accepted
    assert not [r for r in reports if r.check == "helper_notes"]


# -- a broken reference ----------------------------------------------------------------------------
def test_a_wrong_reference_fails_verification_and_names_the_input(tmp_path: Path) -> None:
    # the brute force that catches it; no wrong_* or slow_*, which no assertion here looks at
    bank = make_bank(tmp_path, {"reference.py": WRONG_REFERENCE, "brute.py": BRUTE})
    result = run(bank, tmp_path, verify.PROFILES["quick"])  # rows of 5 are the first that disagree
    assert not result.ok
    brute_errors = errors(by_check(result)["brute"])
    named = [disagreement_input(m) for m in brute_errors if "disagree on" in m]
    assert named, brute_errors
    for args in named:
        params = load_problem(bank.problems_dir / f"{SLUG}.yaml").signature.params
        assert check_args(params, args) == []
        # the named input really separates the two: the wrong rule and the true answer differ on it
        assert parity_rule(args["nums"]) != truth(args["nums"])
    # the exhaustive comparison lists the smallest inputs first: nothing shorter disagrees
    shortest = min(len(args["nums"]) for args in named)
    for length in range(1, shortest):
        for nums in itertools.product(range(3), repeat=length):
            assert parity_rule(list(nums)) == truth(list(nums))


def test_a_reference_that_fails_a_literal_test_is_reported_with_the_test(tmp_path: Path) -> None:
    spec = SPEC.replace(
        "tests:\n", "tests:\n  - {name: odd-trap, input: {nums: [1, 1, 3, 1, 1]}, output: false}\n"
    )
    # the reference alone: the reference check is the one looked at
    bank = make_bank(tmp_path, {"reference.py": WRONG_REFERENCE}, spec=spec)
    reference = by_check(run(bank, tmp_path))["reference"]
    assert not reference.ok
    assert any("odd-trap" in m and "[1, 1, 3, 1, 1]" in m for m in errors(reference)), reference


def test_the_cli_exits_1_and_its_json_names_the_input(tmp_path: Path) -> None:
    make_bank(tmp_path, {"reference.py": WRONG_REFERENCE, "brute.py": BRUTE, "wrong_greedy.py": WRONG_GREEDY})
    done = verify_quick(tmp_path, "--json")
    assert done.returncode == 1, done.stderr
    data = json.loads(done.stdout)
    assert data["ok"] is False and data["profile"] == "quick"
    [problem] = data["problems"]
    assert problem["slug"] == SLUG and problem["ok"] is False
    messages = [
        d["message"]
        for c in problem["checks"]
        if c["check"] == "brute"
        for d in c["diagnostics"]
        if d["severity"] == "error"
    ]
    args = disagreement_input(next(m for m in messages if "disagree on" in m))
    assert parity_rule(args["nums"]) != truth(args["nums"])


def test_the_cli_exits_0_on_a_sound_bank_and_prints_a_line_per_check(tmp_path: Path) -> None:
    make_bank(tmp_path, {"reference.py": REFERENCE, "brute.py": BRUTE, "wrong_greedy.py": WRONG_GREEDY})
    done = run_judge("verify", SLUG, home=tmp_path / "home", problems=tmp_path / "problems")
    assert done.returncode == 0, done.stdout + done.stderr
    for check in ("spec", "tests", "reference", "limits", "brute", "wrong_greedy"):
        assert any(
            line.split()[1:2] == [check]
            for line in done.stdout.splitlines()
            if line.strip().startswith(("✓", "!"))
        ), (check, done.stdout)
    assert "1/1 problems pass" in done.stdout
    table = done.stdout[done.stdout.index("margins (reference-machine ms") :]
    row = next(line for line in table.splitlines() if line.strip().startswith(SLUG))
    assert "reference.py" in row, done.stdout  # the slowest accepted: the only one


# -- solutions whose names promise a verdict they do not get ---------------------------------------
# wrong on example-2 only, right (by the DP) everywhere else
ONLY_EXAMPLE = (
    REFERENCE + "\n\n_right = Solution.firstWins\n"
    "Solution.firstWins = lambda self, nums: "
    "(not _right(self, nums)) if nums == [1, 5, 33, 7] else _right(self, nums)\n"
)


@pytest.fixture(scope="module")
def broken_promises(tmp_path_factory: pytest.TempPathFactory) -> verify.Verification:
    """One bank of three solutions whose names promise what they do not do, verified once for the
    tests below: each reads its own check (each check judges its file alone)."""
    root = tmp_path_factory.mktemp("promises")
    files = {
        "reference.py": REFERENCE,
        "brute.py": BRUTE,
        "wrong_lucky.py": REFERENCE.replace("# interval", "# still the"),
        "wrong_examples.py": ONLY_EXAMPLE,
        "slow_not_really.py": REFERENCE,
    }
    return run(make_bank(root, files), root)


def test_a_wrong_solution_that_is_accepted_is_reported(broken_promises: verify.Verification) -> None:
    assert not broken_promises.ok
    [message] = errors(by_check(broken_promises)["wrong_lucky"])
    assert "wrong_lucky.py gets AC" in message and "its name says WA" in message


def test_a_wrong_solution_caught_only_by_an_example_is_reported(broken_promises: verify.Verification) -> None:
    [message] = errors(by_check(broken_promises)["wrong_examples"])
    assert "fails only on official examples (example-2)" in message


def test_a_slow_solution_that_is_fast_is_reported(broken_promises: verify.Verification) -> None:
    [message] = errors(by_check(broken_promises)["slow_not_really"])
    assert "slow_not_really.py gets AC on all" in message and "its name says TLE" in message
    # the others' checks are sound: each finding above is its own file's
    checks = by_check(broken_promises)
    assert all(checks[name].ok for name in ("spec", "tests", "reference", "limits", "brute")), checks


def test_a_wrong_brute_force_is_reported_with_the_input(tmp_path: Path) -> None:
    strict = BRUTE.replace(">= 0", "> 0")  # a tie counted as a loss
    bank = make_bank(tmp_path, {"reference.py": REFERENCE, "brute.py": strict})
    brute = by_check(run(bank, tmp_path))["brute"]
    named = [disagreement_input(m) for m in errors(brute) if "disagree on" in m]
    assert named
    for args in named:  # each named input is a tie: the first player's best lead is exactly 0
        assert _lead(tuple(args["nums"])) == 0


def _lead(row: tuple[int, ...]) -> int:
    return 0 if not row else max(row[0] - _lead(row[1:]), row[-1] - _lead(row[:-1]))


# -- limits, specs, the bank -----------------------------------------------------------------------
def burning(source: str, seconds: float, marker: str = "def firstWins(") -> str:
    """`source` made to burn `seconds` of CPU (a busy loop on the process clock, not a sleep) on
    rows longer than 12 numbers (only the three 22-number generated tests): the same CPU time on
    any machine, so with JUDGE_TIME_FACTOR=1 the margin is the same on any machine too."""
    head, _, body = source.partition(marker)
    line, _, rest = body.partition("\n")
    indent = " " * (len(rest) - len(rest.lstrip(" ")))
    burn = (
        f"{indent}if len(nums) > 12:\n"
        f"{indent}    import time\n"
        f"{indent}    start = time.process_time()\n"
        f"{indent}    while time.process_time() - start < {seconds}:\n"
        f"{indent}        pass\n"
    )
    return f"{head}{marker}{line}\n{burn}{rest}"


def margin_finding(report: verify.CheckReport) -> str:
    [message] = errors(report)
    return message


def test_a_reference_within_2x_of_the_limit_fails_the_limits_check(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # 200 ms of CPU on the long rows against 300 ms: 1.5x, under the 2x margin (not borderline:
    # under 0.8x the limit, so no re-run), whatever this machine's speed with the factor set to 1.
    monkeypatch.setenv("JUDGE_TIME_FACTOR", "1")
    # no brute.py (a finding of the spec check): the reference's margin does not need its comparisons
    bank = make_bank(tmp_path, {"reference.py": burning(REFERENCE, 0.2)})
    checks = by_check(run(bank, tmp_path))
    assert checks["reference"].ok
    message = margin_finding(checks["limits"])
    assert message.startswith("reference.py takes 2") and "on random-large-" in message
    assert re.search(
        rf"only 1\.[3-5]x under the 300 ms limit, where {MARGIN:g}x is the least: raise time_ms to at least "
        rf"{round(200 * MARGIN) // 100}\d\d ms",
        message,
    ), message
    assert checks["limits"].margin is not None and not checks["limits"].margin.ok


def test_an_accepted_solution_within_2x_of_the_limit_fails_with_its_margin(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("JUDGE_TIME_FACTOR", "1")
    # the slow_* fills the margins row's other side; no brute.py or wrong_*, not looked at here
    files = {
        "reference.py": REFERENCE,
        "slow_search.py": SLOW,
        "accepted_burning.py": burning(REFERENCE, 0.2),
    }
    bank = make_bank(tmp_path, files)
    result = run(bank, tmp_path)
    checks = by_check(result)
    assert checks["limits"].ok and checks["slow_search"].ok  # the reference is fast; the search far over
    message = margin_finding(checks["accepted_burning"])
    assert "AC on 22/22 tests" in checks["accepted_burning"].summary
    assert message.startswith("accepted_burning.py takes 2") and "on random-large-" in message, message
    assert "reference-machine ms" in message and "at factor 1)" in message
    assert re.search(r"only 1\.[3-5]x under the 300 ms limit", message), message
    [row] = result.margins()
    assert row.limit_ms == 300 and row.accepted is not None and row.slow is not None
    assert row.accepted.file == "accepted_burning.py" and not row.accepted.ok and not row.ok
    assert row.slow.file == "slow_search.py" and row.slow.ok and row.slow.at_least


@pytest.mark.parametrize("profile", ["quick", "thorough"])
def test_a_slow_solution_tle_at_the_limit_but_not_at_twice_it_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, profile: str
) -> None:
    # 450 ms of CPU against 300 ms: TLE (the judge ends it at 375 ms), but it would finish under 600 ms.
    monkeypatch.setenv("JUDGE_TIME_FACTOR", "1")
    # no brute.py (a finding of the spec check): the slow_*'s margin does not need its comparisons
    files = {"reference.py": REFERENCE, "slow_burning.py": burning(REFERENCE, 0.45)}
    bank = make_bank(tmp_path, files)
    small = replace(SMALL, slow_heaviest_first=profile == "quick")
    result = run(bank, tmp_path, small)
    report = by_check(result)["slow_burning"]
    message = margin_finding(report)
    assert message.startswith("slow_burning.py takes 4") and "on random-large-" in message, message
    assert re.search(r"TLE, but only 1\.[4-6]x over the 300 ms limit", message), message
    assert (
        f"lower time_ms to at most {int(450 / MARGIN) // 10}" in message
        and "or make random-large-" in message
    )
    [row] = result.margins()
    assert row.slow is not None and row.slow.file == "slow_burning.py" and not row.slow.at_least
    assert 1.3 < row.slow.ratio < 1.7


def test_the_margins_are_in_reference_machine_ms_whatever_the_factor(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # On a machine said to be 4x as slow the limit is 1200 ms of CPU here: 200 ms burnt is 50 ms
    # on the reference machine, 6x under its 300 ms.
    monkeypatch.setenv("JUDGE_TIME_FACTOR", "4")
    # no brute.py (a finding of the spec check): the accepted_*'s margin does not need its comparisons
    bank = make_bank(tmp_path, {"reference.py": REFERENCE, "accepted_burning.py": burning(REFERENCE, 0.2)})
    report = by_check(run(bank, tmp_path))["accepted_burning"]
    assert report.ok, errors(report)
    assert report.margin is not None and report.margin.factor == 4
    assert 4.5 < report.margin.ratio < 6.5, report.margin


def test_a_broken_spec_is_one_finding_and_the_others_are_still_verified(tmp_path: Path) -> None:
    bank = make_bank(tmp_path, {"reference.py": REFERENCE, "brute.py": BRUTE})
    make_bank(
        tmp_path,
        {"reference.py": REFERENCE},
        slug="broken",
        spec=SPEC.replace("slug: take-from-ends", "slug: broken").replace("time_ms: 300", "time_ms: fast"),
    )
    result = run(bank, tmp_path)
    broken = by_check(result, "broken")
    assert list(broken) == ["spec"]
    [message] = errors(broken["spec"])
    assert "broken.yaml:" in message and "limits.time_ms" in message
    good = by_check(result)
    assert all(report.ok for report in good.values()) and "brute" in good
    assert not result.ok


def test_unknown_slugs_are_refused_before_anything_runs(tmp_path: Path) -> None:
    bank = make_bank(tmp_path, {"reference.py": REFERENCE})
    with pytest.raises(JudgeError, match="unknown problem 'take-from-end'"):
        list(verify.verify_bank(bank, ["take-from-end"], SMALL, settings_for(tmp_path)))


def test_a_missing_brute_force_is_an_error(tmp_path: Path) -> None:
    bank = make_bank(tmp_path, {"reference.py": REFERENCE, "wrong_greedy.py": WRONG_GREEDY})
    spec = by_check(run(bank, tmp_path))["spec"]
    assert any("no brute.py" in m for m in errors(spec))


# -- profiles and the exhaustive inputs ------------------------------------------------------------
def test_profile_comes_from_the_option_then_the_environment_then_ci() -> None:
    from judge.model.settings import from_environment

    def profile(environ: dict[str, str], option: str | None = None) -> str:
        return verify.resolve_profile(from_environment(environ, option).verify_profile).name

    assert profile({}) == "quick"
    assert profile({"CI": "true"}) == "thorough"
    assert profile({"CI": "true", "JUDGE_VERIFY_PROFILE": "quick"}) == "quick"
    assert profile({"JUDGE_VERIFY_PROFILE": "quick"}, "thorough") == "thorough"
    with pytest.raises(JudgeError, match="unknown verify profile 'fast'"):
        profile({"JUDGE_VERIFY_PROFILE": "fast"})


def _problem_with(tmp_path: Path, params: str) -> object:
    spec = SPEC.replace(NUMS_PARAM, params)
    spec = spec[: spec.index("examples:")] + "examples: []\n"
    bank = make_bank(tmp_path, {"reference.py": REFERENCE}, spec=spec)
    return bank.load(SLUG)


def test_small_inputs_are_every_list_up_to_the_bound_smallest_first(tmp_path: Path) -> None:
    problem = _problem_with(tmp_path, NUMS_PARAM.replace("[0, 50]", "[4, 50]"))
    inputs = enumerate_inputs(problem, Bounds(length=3, values=3, int_span=5, limit=1000))
    expected = [list(c) for n in (1, 2, 3) for c in itertools.product((4, 5, 6), repeat=n)]
    assert [args["nums"] for args in inputs] == expected


def test_small_inputs_honour_the_rules_and_the_cap(tmp_path: Path) -> None:
    problem = _problem_with(
        tmp_path,
        "    - {name: piles, type: 'list[int]', length: [2, 500], values: [1, 500], "
        "rules: [even_length, odd_sum]}\n",
    )
    inputs = enumerate_inputs(problem, Bounds(length=6, values=3, int_span=5, limit=10_000))
    everything = [list(c) for n in range(2, 7) for c in itertools.product((1, 2, 3), repeat=n)]
    wanted = [p for p in everything if len(p) % 2 == 0 and sum(p) % 2 == 1]
    assert [args["piles"] for args in inputs] == wanted
    capped = enumerate_inputs(problem, Bounds(length=6, values=3, int_span=5, limit=10))
    assert [args["piles"] for args in capped] == wanted[:10]


def test_small_inputs_of_two_int_parameters_are_their_product(tmp_path: Path) -> None:
    problem = _problem_with(
        tmp_path, "    - {name: n, type: int, range: [1, 200]}\n    - {name: first, type: bool}\n"
    )
    inputs = enumerate_inputs(problem, Bounds(length=3, values=3, int_span=4, limit=1000))
    assert sorted((a["n"], a["first"]) for a in inputs) == sorted(
        itertools.product(range(1, 6), (False, True))
    )
    sizes = [a["n"] - 1 for a in inputs]
    assert sizes == sorted(sizes)


def test_a_brute_force_too_slow_beyond_the_random_sizes_only_ends_the_exhaustive_part(
    tmp_path: Path, clock_limits: None
) -> None:
    # It hangs on rows of 5; the random comparison and the small tests stop at 3. (clock_limits: the
    # hang costs its kill at the spec's limits, not at those times a factor measured under load.)
    hanging = BRUTE.replace(
        "def firstWins(nums):\n", "def firstWins(nums):\n    while len(nums) == 5:\n        pass\n"
    )
    bank = make_bank(tmp_path, {"reference.py": REFERENCE, "brute.py": hanging})
    profile = verify.Profile(
        "test", Bounds(length=5, values=2, int_span=5, limit=200), random_count=20, random_max_size=3
    )
    brute = by_check(run(bank, tmp_path, profile))["brute"]
    assert brute.ok, brute.diagnostics
    [warning] = [d.message for d in brute.diagnostics]
    assert 'brute.py takes over 600 ms on {"nums": [0, 0, 0, 0, 0]}' in warning
    assert "stops below size 5" in warning
    assert "30/30 exhaustive inputs up to size 4 agree" in brute.summary  # 2 + 4 + 8 + 16


def test_parallel_jobs_give_the_same_reports_in_the_same_order(tmp_path: Path) -> None:
    bank = make_bank(
        tmp_path, {"reference.py": REFERENCE, "brute.py": BRUTE, "wrong_greedy.py": WRONG_GREEDY}
    )
    make_bank(
        tmp_path,
        {"reference.py": REFERENCE, "brute.py": BRUTE},
        slug="second",
        spec=SPEC.replace("slug: take-from-ends", "slug: second"),
    )
    serial = verify.run_verification(bank, (), SMALL, settings_for(tmp_path))
    parallel = verify.run_verification(bank, (), SMALL, settings_for(tmp_path), jobs=2)
    assert serial.ok and parallel.ok
    # the summaries hold timings; the rest must be the same
    assert [(r.problem, r.check, r.ok, r.diagnostics) for r in serial.reports] == [
        (r.problem, r.check, r.ok, r.diagnostics) for r in parallel.reports
    ]
    assert serial.reports[0].problem == "second"  # the bank's order: by slug


CUSTOM_SPEC = SPEC.replace(
    "limits: {time_ms: 300, memory_mb: 256}\n", "limits: {time_ms: 300, memory_mb: 256}\nchecker: custom\n"
)


def test_a_checker_that_does_not_load_is_a_finding_and_the_other_checks_still_run(tmp_path: Path) -> None:
    bank = make_bank(
        tmp_path,
        {
            "reference.py": REFERENCE,
            "brute.py": BRUTE,
            "wrong_greedy.py": WRONG_GREEDY,
            "checker.py": "def check(:\n",
        },
        spec=CUSTOM_SPEC,
    )
    checks = by_check(run(bank, tmp_path))
    assert list(checks) == ["spec", "tests", "reference", "limits", "brute", "wrong_greedy"]
    for name in ("reference", "brute", "wrong_greedy"):
        assert any("checker" in m for m in errors(checks[name])), checks[name]


def test_a_checker_that_rejects_the_references_own_answer_is_reported(tmp_path: Path) -> None:
    picky = "def check(args, expected, got):\n    return len(args['nums']) != 3 and got == expected\n"
    bank = make_bank(
        tmp_path, {"reference.py": REFERENCE, "brute.py": BRUTE, "checker.py": picky}, spec=CUSTOM_SPEC
    )
    brute = by_check(run(bank, tmp_path))["brute"]
    rejected = [m for m in errors(brute) if "checker.py rejects reference.py's own answer" in m]
    assert rejected
    assert all(len(disagreement_input(m, marker=" on ")["nums"]) == 3 for m in rejected)


def test_a_generator_may_replace_the_enumeration_and_its_inputs_are_checked(tmp_path: Path) -> None:
    bank = make_bank(
        tmp_path,
        {
            "reference.py": REFERENCE,
            "generator.py": """\
import random


def generate(rng, size):
    return {"nums": [rng.randint(0, 50) for _ in range(size or 5)]}


def small_inputs(size):
    for n in range(1, size + 1):
        yield {"nums": [7] * n}
""",
        },
    )
    problem = bank.load(SLUG)
    inputs = enumerate_inputs(problem, Bounds(length=4, values=3, int_span=5, limit=3))
    assert inputs == [{"nums": [7]}, {"nums": [7, 7]}, {"nums": [7, 7, 7]}]  # capped at 3
    (problem.solutions_dir / "generator.py").write_text(
        "def generate(rng, size):\n    return {'nums': [1]}\n\n"
        "def small_inputs(size):\n    yield {'nums': [99]}\n"
    )
    with pytest.raises(ValueError, match="breaks the constraints: nums\\[0\\] = 99"):
        enumerate_inputs(problem, Bounds(length=4, values=3, int_span=5, limit=3))


def test_a_file_named_by_no_verdict_is_support_code_listed_but_never_judged(
    sound_quick: verify.Verification,
) -> None:
    """The layout's rule (bank/roles.py): accepted_* must get AC; a name that says no verdict is
    the problem's support code, so a wrong solution under such a name is not judged at all."""
    checks = by_check(sound_quick)
    assert sound_quick.ok, [d.message for d in sound_quick.errors]
    assert "helpers" not in checks
    assert checks["accepted_again"].summary.startswith("AC on ")
    assert checks["spec"].summary.endswith("; support code: helpers.py")


def test_verify_measures_a_factor_older_than_two_minutes_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A margin divided by an old factor reads the machine of another moment: verify's factor is
    at most calibration.FRESH_S old, while judging elsewhere keeps a calibration for an hour."""
    import time

    from judge.grading import calibration
    from judge.grading.session import calibrated
    from judge.verify import margins

    monkeypatch.delenv("JUDGE_TIME_FACTOR", raising=False)
    monkeypatch.setenv("JUDGE_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("JUDGE_CALIBRATION", str(tmp_path / "calibration.json"))
    five_minutes_ago = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(time.time() - 300))
    kept = calibration.Calibration(
        "python", 9.0, 315.0, 1.0, (315.0,), five_minutes_ago, calibration.machine_fingerprint("python")
    )
    calibration._write(tmp_path / "calibration.json", {"python": kept})
    settings = settings_for()
    assert calibrated("python", settings).factor == 9.0  # an hour's use
    repo = Path(__file__).resolve().parent.parent
    problem = replace(load_problem(repo / "problems" / "predict-the-winner.yaml"), kernel_ratio=None)
    assert margins.factor_for(problem, settings, tmp_path / "accepted_x.py") != 9.0  # measured again
    assert calibration.cached(settings)["python"].factor != 9.0  # and kept for the judging
