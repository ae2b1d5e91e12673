"""Verifying the bank (`judge verify`): every check of every problem named, as each one finishes,
then the whole verification."""

from __future__ import annotations

import time
from collections.abc import Generator
from dataclasses import dataclass
from pathlib import Path

from judge.bank.spec import Bank
from judge.model.settings import Settings
from judge.verify.checks import CheckReport, Profile
from judge.verify.fix_limits import diff, edited, propose
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


@dataclass(frozen=True)
class SpecEdit:
    """A spec `--fix-limits` rewrote: its path and the diff."""

    slug: str
    path: Path
    diff: str


def fix_limits(result: Verification, bank: Bank, settings: Settings) -> list[SpecEdit]:
    """Write the limit each failing margins row proposes, and the kernel ratio a spec lacks
    (measured now on the reference's slowest test against a fresh kernel calibration), into the
    specs; every edit is loaded again before it is kept (a spec that would not load is left as
    it was: ValueError names it)."""
    from judge.bank.spec import load_problem
    from judge.grading import calibration, problem_factor
    from judge.grading.session import calibrated
    from judge.model.errors import JudgeError

    proposals = {p.slug: p for row in result.margins() if (p := propose(row)) is not None}
    seen = {r.problem: r.kernel_ratio for r in result.reports if r.kernel_ratio is not None}
    edits = []
    for slug in dict.fromkeys(r.problem for r in result.reports):
        proposal = proposals.get(slug)
        ratio_seen = seen.get(slug)
        new_ms = proposal.new_ms if proposal is not None else None
        wants_ratio = (
            ratio_seen is not None
            and ratio_seen.spec is None
            and ratio_seen.here >= problem_factor.LEAST_RATIO
        )
        if new_ms is None and not wants_ratio:
            continue
        problem = bank.load(slug)
        ratio = None
        if wants_ratio and ratio_seen is not None:
            kernel = calibrated(ratio_seen.language, settings, max_age_s=calibration.FRESH_S)
            found = problem_factor.measure(
                problem, ratio_seen.language, settings, kernel, ratio_seen.test, None
            )
            ratio = (ratio_seen.test, ratio_seen.language, found.ratio_here)
        old = problem.path.read_text(encoding="utf-8")
        new = edited(old, new_ms, ratio)
        if new == old:
            continue
        problem.path.write_text(new, encoding="utf-8")
        try:
            load_problem(problem.path, problem.solutions_dir.parent)
        except JudgeError as exc:
            problem.path.write_text(old, encoding="utf-8")
            raise ValueError(f"{problem.path}: the edit would not load ({exc}); left as it was") from None
        edits.append(SpecEdit(slug, problem.path, diff(problem.path, old, new)))
    return edits


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
