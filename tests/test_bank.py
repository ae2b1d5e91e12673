"""The shipped bank verifies: `judge verify` over every problem, one test per problem.

The profile is quick by default and thorough when CI=true or JUDGE_VERIFY_PROFILE=thorough (see
judge.model.settings). The selected problems are verified once per session, two at a time
(JUDGE_VERIFY_JOBS changes that); each test then asserts on its problem's findings, listing all.
"""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

import pytest
from conftest import settings_for

from judge.bank.locate import find_bank
from judge.model.settings import environment
from judge.verify import verifier as verify

BANK = find_bank(None)
# every check judged in each run: a proof kept from an earlier run (verify/proofs.py) is not a test
PROFILE = replace(verify.resolve_profile(environment().verify_profile), keeps_proofs=False)
JOBS = int(os.environ.get("JUDGE_VERIFY_JOBS", min(2, os.cpu_count() or 1)))
TEST_NAME = "test_problem_verifies"


@pytest.fixture(scope="session")
def verified(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> dict[str, list[verify.CheckReport]]:
    """The reports of every problem whose test was selected, by slug."""
    selected = [
        item.callspec.params["slug"]
        for item in request.session.items
        if getattr(item, "originalname", "") == TEST_NAME
    ]
    # A home of the verification whose cache keeps the generated tests' expected values (keyed by
    # a hash of the spec, reference and generator, so never stale) in pytest's own cache folder
    # between runs: never the user's JUDGE_HOME.
    store = getattr(request.config, "cache", None)  # None under -p no:cacheprovider
    home: Path = (
        store.mkdir("judge-verify-home") if store is not None else tmp_path_factory.mktemp("verify-home")
    )
    found: dict[str, list[verify.CheckReport]] = {}
    for report in verify.verify_bank(BANK, selected, PROFILE, settings_for(home), jobs=JOBS):
        found.setdefault(report.problem, []).append(report)
    return found


def test_the_bank_has_problems() -> None:
    assert len(BANK.slugs()) >= 1


@pytest.mark.slow  # the whole bank, every check: minutes (CI runs it, with the thorough profile)
# one worker verifies the whole bank once (the session fixture, and --dist loadscope keeps this module's
# tests on one worker); split, each worker would verify it all
@pytest.mark.parametrize("slug", BANK.slugs())
def test_problem_verifies(slug: str, verified: dict[str, list[verify.CheckReport]]) -> None:
    reports = verified[slug]
    findings = [f"{r.check}: {d.severity}: {d.message}" for r in reports for d in r.diagnostics]
    errors = [f for f in findings if ": error: " in f]
    assert not errors, f"{slug} ({PROFILE.name} profile):\n" + "\n".join(findings)
    checks = [r.check for r in reports]
    # an interactive problem's interactor judges every game: its reference is proven on every
    # small game instead of against a brute force (verify/interactive.py)
    proof = "small-games" if BANK.load(slug).kind.value == "interactive" else "brute"
    assert {"spec", "tests", "reference", "limits", proof} <= set(checks), checks
    assert not any(r.skipped for r in reports)
