"""JavaScript solutions, judged through the real CLI with the real Node (skipped without one)."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import needs_toolchain, settings_for, share_cache
from lang_fixtures import check_fixture, fixture_params, fixtures

from judge.model.constraints import Param
from judge.model.errors import ProblemFaultError
from judge.model.problem import Signature
from judge.model.values import parse_type

FIXTURES = fixtures("js")

pytestmark = needs_toolchain("node", "no Node.js installed")


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory, shared_cache: Path) -> Path:
    """One home for the module's fixtures; its cache is the run's shared one (conftest)."""
    return share_cache(tmp_path_factory.mktemp("js-home"), shared_cache)


@pytest.mark.parametrize("path", fixture_params("js"))
def test_js_fixture(path: Path, home: Path) -> None:
    check_fixture(path, home, "tiny-sum")


def test_template_follows_leetcode() -> None:
    from judge.sandbox.languages import by_name

    js = by_name("javascript")
    signature = Signature(
        "predictTheWinner",
        ("PredictTheWinner",),
        (Param("nums", parse_type("list[int]"), length=(1, 20), values=(0, 10**7)),),
        parse_type("bool"),
    )
    text = js.template(signature)
    assert "var predictTheWinner = function(nums) {" in text
    assert "@param {number[]} nums" in text and "@return {boolean}" in text
    too_wide = Signature("f", (), (Param("n", parse_type("int"), range=(0, 2**60)),), parse_type("int"))
    with pytest.raises(ProblemFaultError):
        js.prepare(Path("solution.js"), too_wide, Path("/nonexistent"))


CRASHING = """\
var predictTheWinner = function(nums) {
    if (nums.length === 5) process.exit(3);
    if (nums.length === 7) { const hoard = []; while (true) hoard.push(new Array(100000).fill(1)); }
    if (nums.length === 9) throw new Error('nine');
    return nums.length % 2 === 0;
};
"""


def test_cases_queued_behind_a_dead_worker_still_run(tmp_path: Path) -> None:
    """The worker takes the cases in batches and answers them itself: when it dies mid-batch (its
    heap limit, process.exit), the case it was running gets that verdict and a fresh worker runs
    every case queued behind it, each answered once and in order."""
    from judge.bank.locate import find_bank
    from judge.grading.session import open_runner
    from judge.model.limits import Limits
    from judge.model.outcome import OutcomeKind
    from judge.sandbox.languages import by_name

    problem = find_bank(Path(__file__).resolve().parents[1] / "problems").load("predict-the-winner")
    solution = tmp_path / "crashing.js"
    solution.write_text(CRASHING)
    program = by_name("javascript").prepare(solution, problem.signature, tmp_path / "builds")
    lengths = [2, 5, 3, 3, 7, 4, 9, 5, 5, 6, 7, 2] * 4
    expected = {5: OutcomeKind.EXIT, 7: OutcomeKind.MEMORY, 9: OutcomeKind.EXCEPTION}
    with open_runner(problem, program, settings_for(), Limits(2000, 64, 64)) as runner:
        assert runner.start() is None
        outcomes = list(runner.outcomes([{"nums": [1] * n} for n in lengths]))
    assert [o.kind for o in outcomes] == [expected.get(n, OutcomeKind.OK) for n in lengths]
    assert [o.value for o in outcomes if o.kind is OutcomeKind.OK] == [
        n % 2 == 0 for n in lengths if n not in expected
    ]
