"""JavaScript solutions, judged through the real CLI with the real Node (skipped without one)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from lang_fixtures import check_fixture, fixture_params, fixtures

from judge.model.constraints import Param
from judge.model.errors import ProblemFaultError
from judge.model.problem import Signature
from judge.model.values import parse_type

FIXTURES = fixtures("js")

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="no Node.js installed")


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("js-home")


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
