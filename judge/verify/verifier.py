"""`judge verify`: the problem bank checks itself and reports every finding, not just the first.

For each problem, in order: the spec loads (`spec`); its tests load (`tests`); the reference gets
AC on all of them (`reference`) with its slowest case at least MARGIN times under the time
limit in reference-machine ms (`limits`, margins.py); each brute force agrees with the reference on every small input and on random ones,
and gets AC on the small tests (`brute`); every other known solution gets the verdict its file
name says (bank/roles.py): wrong_* WA (on at least one test that is not an official example),
slow_* TLE, and still TLE at MARGIN times the limit on the test that proves it (the quick profile
judges it heaviest test first, after the test that proved it TLE last time: tle_hints.py),
accepted_* AC with its slowest test MARGIN times under the limit (the quick profile takes a
solution's check from an earlier run while nothing it depends on has changed: proofs.py); a name
that says no verdict is support code and is not judged. Findings are collected as Diagnostics; a check that
cannot run because an earlier one failed says so. The checks themselves are in checks.py and
by_name.py; prints nothing.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from judge.bank.find import resolve
from judge.bank.roles import Role, role_of
from judge.bank.spec import Bank, Problem, TestCase
from judge.model.errors import JudgeError, SpecError
from judge.model.problem import CaseKind, ProblemKind
from judge.model.results import CaseResult
from judge.model.serial import to_json
from judge.model.settings import Settings
from judge.verify.by_name import check_accepted, check_slow, check_wrong, heaviest_sample
from judge.verify.checks import (
    CheckReport,
    CheckRun,
    Diagnostic,
    Profile,
    Severity,
    check_brute,
    check_reference,
    guarded,
    skipped,
)
from judge.verify.limits import check_limits
from judge.verify.margins import MARGIN, MarginRow, table
from judge.verify.pool import PriorityPool
from judge.verify.proofs import Proofs
from judge.verify.small_inputs import Bounds

__all__ = [
    "MARGIN",
    "PROFILES",
    "CheckReport",
    "Diagnostic",
    "Profile",
    "Verification",
    "resolve_profile",
    "run_verification",
    "verification_json",
    "verify_bank",
    "verify_problem",
]

# -- profiles --------------------------------------------------------------------------------------
# The quick profile judges less where its proof does not need it (docs/internals.md, "Verifying the
# bank"): a slow_* runs heaviest test first, to MARGIN x its limit (one test proves its TLE and its margin); an accepted_* is
# judged on the tests light for the reference and the reference's this many heaviest; a solution's
# check that held in an earlier run is taken from it while nothing it depends on changed (proofs.py).
ACCEPTED_HEAVIEST = 4
PROFILES = {
    "quick": Profile(
        "quick",
        Bounds(length=5, values=3, int_span=20, limit=1000),
        random_count=200,
        random_max_size=8,
        slow_heaviest_first=True,
        accepted_heaviest=ACCEPTED_HEAVIEST,
        keeps_proofs=True,
    ),
    "thorough": Profile(
        "thorough",
        Bounds(length=7, values=3, int_span=30, limit=20000),
        random_count=3000,
        random_max_size=10,
        slow_heaviest_first=False,
    ),
}


def resolve_profile(name: str) -> Profile:
    """The profile `name` names (Settings.verify_profile: --profile, else JUDGE_VERIFY_PROFILE, else
    thorough when CI is true, else quick)."""
    if name not in PROFILES:
        raise JudgeError(f"unknown verify profile {name!r} (quick or thorough)")
    return PROFILES[name]


# -- results ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Verification:
    profile: str
    reports: tuple[CheckReport, ...]

    @property
    def diagnostics(self) -> list[Diagnostic]:
        return [d for report in self.reports for d in report.diagnostics]

    @property
    def errors(self) -> list[Diagnostic]:
        return [d for d in self.diagnostics if d.severity is Severity.ERROR]

    @property
    def ok(self) -> bool:
        return not self.errors

    def margins(self) -> list[MarginRow]:
        """The margins table: one row per problem verified, in order (margins.py)."""
        slugs = list(dict.fromkeys(r.problem for r in self.reports))
        return table(((r.problem, r.margin) for r in self.reports if r.margin is not None), slugs)


# -- the bank --------------------------------------------------------------------------------------
def verify_bank(
    bank: Bank,
    slugs: Iterable[str],
    profile: Profile | None,
    settings: Settings,
    seed: int | None = None,
    jobs: int = 1,
) -> Iterator[CheckReport]:
    """Every check of every named problem (all of the bank's by default), as each one finishes.

    A spec that does not load is one finding for that problem; the others are still verified.
    Unknown slugs raise UnknownProblemError before anything runs (numbers and titles are found).
    `settings`: the home whose cache keeps the generated tests' expected values, its builds and
    calibration.
    With `jobs` > 1, that many checks run at once (threads, each driving its own children; see
    pool.py): a problem's solutions are checked side by side once its reference has run, so one
    problem with many slow solutions does not hold a single worker. Reports still come problem
    by problem, in order.
    """
    profile = profile or PROFILES["quick"]
    # a number or a title is resolved to its slug; an unknown one raises UnknownProblemError
    slugs = [
        slug if (bank.problems_dir / f"{slug}.yaml").is_file() else resolve(bank, slug) for slug in slugs
    ] or bank.slugs()

    def first_checks(slug: str) -> Iterator[Step]:
        check = CheckRun(slug, "spec")
        try:
            problem = bank.load(slug)
        except SpecError as exc:
            check.error(str(exc))
            yield check.report()
            return
        yield from _steps(problem, profile, settings, seed, check)

    if jobs <= 1 or len(slugs) <= 1:
        for slug in slugs:
            for step in first_checks(slug):
                yield step if isinstance(step, CheckReport) else step()
            _done_with(bank, slug)
        return
    pool = PriorityPool(jobs)

    def planned(index: int, slug: str) -> list[CheckReport | Future[CheckReport]]:
        """The problem's first checks run here; each later check is handed to the pool."""
        return [
            step if isinstance(step, CheckReport) else pool.submit((index, 1), step)
            for step in first_checks(slug)
        ]

    plans = [pool.submit((index, 0), planned, index, slug) for index, slug in enumerate(slugs)]
    try:
        for plan, slug in zip(plans, slugs):
            for done in plan.result():
                yield done if isinstance(done, CheckReport) else done.result()
            _done_with(bank, slug)  # every check of it has ended: the pool runs none of its calls
    finally:  # interrupted or abandoned: start nothing new; the running checks end first
        pool.close()


def _done_with(bank: Bank, slug: str) -> None:
    """End the problem's support children (generator, validator, checker): idle from here on, they
    were kept to the end of the run, about sixty interpreters by the bank's last problem."""
    from judge.sandbox.support import release

    release(bank.solutions_dir / slug)


def run_verification(
    bank: Bank,
    slugs: Iterable[str],
    profile: Profile | None,
    settings: Settings,
    seed: int | None = None,
    jobs: int = 1,
) -> Verification:
    profile = profile or PROFILES["quick"]
    reports = verify_bank(bank, slugs, profile, settings, seed, jobs)
    return Verification(profile.name, tuple(reports))


# -- one problem -----------------------------------------------------------------------------------
Step = CheckReport | Callable[[], CheckReport]  # a finished check, or one that may run on any worker


def verify_problem(
    problem: Problem,
    settings: Settings,
    profile: Profile | None = None,
    seed: int | None = None,
    spec_check: CheckRun | None = None,
) -> Iterator[CheckReport]:
    """The checks of one loaded problem, each yielded as it finishes."""
    for step in _steps(problem, profile or PROFILES["quick"], settings, seed, spec_check):
        yield step if isinstance(step, CheckReport) else step()


def _steps(
    problem: Problem,
    profile: Profile,
    settings: Settings,
    seed: int | None,
    spec_check: CheckRun | None,
) -> Iterator[Step]:
    """The spec, tests, reference and limits checks, run in turn (each needs the one before), then
    one call per other solution: those depend on nothing but the tests and the reference's times,
    so the caller may run them at once."""
    from judge.grading import cases

    slug = problem.slug
    seed = zlib.crc32(slug.encode()) ^ (seed or 0)
    roles = _roles(problem)
    others = [path for role in (Role.BRUTE, Role.WRONG, Role.SLOW, Role.ACCEPTED) for path in roles[role]]

    check = spec_check or CheckRun(slug, "spec")
    if problem.kind is not ProblemKind.FUNCTION:  # its interactor or referee judges: verify/interactive.py
        from judge.verify.interactive import interactive_steps

        yield from interactive_steps(problem, profile, settings, roles, check)
        return
    if not roles[Role.BRUTE]:
        check.error(f"no brute.py in {problem.solutions_dir}: nothing cross-checks the reference")
    if not roles[Role.WRONG]:
        check.warning("no wrong_*.py: nothing shows the tests catch a wrong approach")
    check.summary = (
        f"{len(problem.examples)} examples, {len(problem.tests)} tests, "
        f"{sum(g.count for g in problem.generated)} generated; solutions: "
        + (", ".join(p.name for p in others) or "none")
    )
    if roles[Role.SUPPORT]:  # named by no verdict: never judged, so listed where a typo shows
        check.summary += "; support code: " + ", ".join(p.name for p in roles[Role.SUPPORT])
    yield check.report()

    check = CheckRun(slug, "tests")
    tests: list[TestCase] | None = None
    try:
        tests = cases.load_tests(problem, settings.cache_dir, settings=settings)
    except JudgeError as exc:  # ProblemFaultError: the generator or the reference failed
        check.error(str(exc))
    if tests is not None:
        _duplicate_inputs(tests, check)
        check.summary = f"{len(tests)} tests"
    yield check.report()
    if tests is None:
        for name in ["reference", "limits", *(p.stem for p in others)]:
            yield skipped(slug, name, "the tests do not load")
        return

    judged: list[CaseResult] = []
    yield guarded(slug, "reference", check_reference, problem, settings, tests, judged)
    yield guarded(slug, "limits", check_limits, problem, settings, judged, tests, roles[Role.SLOW])
    # the quick profile judges a slow_* heaviest first: by the reference's own time on each test
    heaviest = {case.name: case.time_ms for case in judged} if profile.slow_heaviest_first else None
    proofs = _proofs(problem, settings, profile, seed, tests)

    def solution_check(path: Path, check: Callable[..., CheckReport], *args: Any) -> Step:
        step = partial(guarded, slug, path.stem, check, *args)
        return step if proofs is None else partial(proofs.proven, path, step)

    for brute in roles[Role.BRUTE]:
        yield solution_check(brute, check_brute, problem, settings, brute, tests, profile, seed)
    for path in roles[Role.WRONG]:
        yield solution_check(path, check_wrong, problem, settings, path, tests)
    for path in roles[Role.SLOW]:
        yield solution_check(
            path,
            check_slow,
            problem,
            settings,
            path,
            tests,
            heaviest,
            settings.cache_dir,
            profile.slow_multiple,
        )
    sample, of = tests, None
    if profile.accepted_heaviest is not None:  # quick: the reference's light tests and its heaviest
        times = {case.name: case.time_ms for case in judged}
        sample = heaviest_sample(problem, tests, times, profile.accepted_heaviest)
        of = len(tests) if len(sample) < len(tests) else None
    for path in roles[Role.ACCEPTED]:
        yield solution_check(path, check_accepted, problem, settings, path, sample, of)


def _proofs(
    problem: Problem, settings: Settings, profile: Profile, seed: int, tests: list[TestCase]
) -> Proofs | None:
    """The proofs kept from earlier runs, in a profile that keeps them (quick; not with --fresh)."""
    if not profile.keeps_proofs:
        return None
    try:
        return Proofs(problem, settings, profile, seed, tests)
    except OSError:  # a file of the problem cannot be read: everything is judged (and says why)
        return None


def _roles(problem: Problem) -> dict[Role, list[Path]]:
    """The files of the solutions folder by the role their names state (bank/roles.py)."""
    roles: dict[Role, list[Path]] = {role: [] for role in Role}
    for stem, path in sorted(problem.solutions.items()):
        roles[role_of(stem)].append(path)
    return roles


def _duplicate_inputs(tests: list[TestCase], check: CheckRun) -> None:
    seen: dict[str, str] = {}
    for test in tests:
        key = json.dumps(test.args, sort_keys=True)
        if key in seen and test.kind is not CaseKind.GENERATED:
            check.warning(f"{test.name} repeats the input of {seen[key]}")
        seen.setdefault(key, test.name)


def verification_json(result: Verification) -> dict[str, Any]:
    """The whole verification as plain data (for --json)."""
    problems: dict[str, dict[str, Any]] = {}
    for report in result.reports:
        entry = problems.setdefault(
            report.problem, {"slug": report.problem, "ok": True, "margins": None, "checks": []}
        )
        entry["ok"] = entry["ok"] and report.ok
        entry["checks"].append(to_json(report))
    for row in result.margins():
        problems[row.slug]["margins"] = to_json(row)
    return {
        "ok": result.ok,
        "profile": result.profile,
        "errors": len(result.errors),
        "warnings": len(result.diagnostics) - len(result.errors),
        "problems": list(problems.values()),
    }
