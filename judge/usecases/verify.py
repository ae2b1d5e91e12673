"""Verifying the bank (`judge verify`): every check of every problem named, as each one finishes,
then the whole verification."""

from __future__ import annotations

import time
from collections.abc import Generator
from dataclasses import dataclass

from judge.bank.spec import Bank
from judge.model.settings import Settings
from judge.verify.checks import CheckReport, Profile
from judge.verify.verifier import Verification, verify_bank


@dataclass(frozen=True)
class VerifyRequest:
    bank: Bank
    profile: Profile
    settings: Settings  # the home (builds, calibration) and its cache
    slugs: tuple[str, ...] = ()  # none: every problem of the bank
    seed: int | None = None  # None: fixed per problem
    jobs: int = 1


@dataclass(frozen=True)
class Verified:
    result: Verification
    seconds: float


def verify(request: VerifyRequest) -> Generator[CheckReport | Verified, None, None]:
    """Each check's report as it finishes, then Verified (unknown slugs: UnknownProblemError first)."""
    started = time.perf_counter()
    reports = []
    for report in verify_bank(
        request.bank, request.slugs, request.profile, request.settings, request.seed, request.jobs
    ):
        reports.append(report)
        yield report
    yield Verified(Verification(request.profile.name, tuple(reports)), time.perf_counter() - started)
