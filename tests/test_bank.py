"""The shipped bank verifies: `judge verify` over every problem, one test per problem.

The profile is quick by default and thorough when CI=true or JUDGE_VERIFY_PROFILE=thorough (see
judge.verify.resolve_profile). A failure lists every finding of that problem.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from judge import verify
from judge.paths import find_bank

BANK = find_bank(None)
PROFILE = verify.resolve_profile()


@pytest.fixture(scope="session")
def cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("verify-cache")


def test_the_bank_has_problems() -> None:
    assert len(BANK.slugs()) >= 1


@pytest.mark.parametrize("slug", BANK.slugs())
def test_problem_verifies(slug: str, cache: Path) -> None:
    reports = list(verify.verify_bank(BANK, [slug], PROFILE, cache=cache))
    findings = [f"{r.check}: {d.severity}: {d.message}" for r in reports for d in r.diagnostics]
    errors = [f for f in findings if ": error: " in f]
    assert not errors, f"{slug} ({PROFILE.name} profile):\n" + "\n".join(findings)
    checks = [r.check for r in reports]
    assert {"spec", "tests", "reference", "limits", "brute"} <= set(checks), checks
    assert not any(r.skipped for r in reports)
