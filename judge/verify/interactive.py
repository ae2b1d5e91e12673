"""`judge verify` of an interactive problem (LeetCode 374, 843): its interactor is the judge of
every game, so there is no brute force to compare values with. What is proven instead: the
reference wins every test and every small game its generator's `small_inputs` lists (every secret
of every small size: a proof over them, not a sample), every wrong_* is WA, every slow_* is TLE
even with the limit doubled, and every accepted_* is AC with its margin (by_name.py's checks, which
judge through the same interactive path as `judge submit`)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import closing
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any

from judge.bank.roles import Role
from judge.bank.spec import Problem, TestCase
from judge.model.errors import JudgeError
from judge.model.problem import CaseKind, ProblemKind
from judge.model.results import CaseResult
from judge.model.settings import Settings
from judge.model.values import shown
from judge.model.verdict import Verdict
from judge.sandbox.languages import CompileFailedError
from judge.verify.by_name import check_accepted, check_wrong
from judge.verify.checks import (
    MAX_LISTED,
    CheckReport,
    CheckRun,
    check_reference,
    guarded,
    last_line,
)
from judge.verify.limits import check_limits
from judge.verify.margins import MARGIN, Margin, factor_for, slow_finding
from judge.verify.small_inputs import _custom_enumerator, _from_custom

MAX_SMALL_STARTS = 300  # enumerated small starts a strategy's brute force is proven on
BRUTE_BUDGET_S = 10.0  # wall time for a strategy's brute force: the smallest starts first, then stop
Step = CheckReport | Any  # a finished check, or a callable giving one


def interactive_steps(
    problem: Problem, profile: Any, settings: Settings, roles: dict[Role, list[Path]], check: CheckRun
) -> Iterator[Step]:
    from judge.grading import cases

    slug = problem.slug
    others = [path for role in (Role.WRONG, Role.SLOW, Role.ACCEPTED) for path in roles[role]]
    if not roles[Role.WRONG]:
        check.warning("no wrong_*.py: nothing shows the tests catch a wrong approach")
    support = [p.name for p in roles[Role.SUPPORT]]
    if problem.kind is ProblemKind.STRATEGY:
        others += roles[Role.BRUTE]
    check.summary = (
        f"{problem.kind}; {len(problem.examples)} examples, {len(problem.tests)} tests; solutions: "
        + (", ".join(p.name for p in others) or "none")
        + "; support code: "
        + ", ".join(support)
    )
    yield check.report()
    check = CheckRun(slug, "tests")
    tests: list[TestCase] | None = None
    try:
        tests = cases.load_tests(problem, settings.cache_dir, settings=settings)
        check.summary = f"{len(tests)} tests"
    except JudgeError as exc:
        check.error(str(exc))
    yield check.report()
    if tests is None:
        return
    judged: list[Any] = []
    yield guarded(slug, "reference", check_reference, problem, settings, tests, judged)
    yield guarded(slug, "limits", check_limits, problem, settings, judged, tests, roles[Role.SLOW])
    if problem.kind is ProblemKind.STRATEGY:  # proofs on small starts, the reference's and brute.py's
        yield partial(
            guarded, slug, "brute", check_small_starts, problem, settings, profile, tests, roles[Role.BRUTE]
        )
    else:
        yield partial(guarded, slug, "small-games", check_small_games, problem, settings, profile)
    for path in roles[Role.WRONG]:
        yield partial(guarded, slug, path.stem, check_wrong, problem, settings, path, tests)
    for path in roles[Role.SLOW]:
        yield partial(guarded, slug, path.stem, check_slow, problem, settings, path, tests)
    for path in roles[Role.ACCEPTED]:
        yield partial(guarded, slug, path.stem, check_accepted, problem, settings, path, tests)


def check_small_games(problem: Problem, settings: Settings, profile: Any) -> CheckReport:
    """The reference wins every game of generator.py's `small_inputs` (each size up to the
    profile's exhaustive length): every secret, the adaptive games too."""
    from judge.grading.judging import judge_file

    check = CheckRun(problem.slug, "small-games")
    enumerate_fn = _custom_enumerator(problem)
    if enumerate_fn is None:
        check.summary = "no small_inputs() in generator.py: the tests alone prove the reference"
        return check.report(skipped=True)
    bounds = profile.exhaustive
    inputs = _from_custom(problem, enumerate_fn, replace(bounds, length=max(bounds.length, 8)))
    games = [TestCase(f"small-{n}", args, None, CaseKind.STRESS) for n, args in enumerate(inputs, 1)]
    try:
        results = list(judge_file(problem, problem.reference, games, True, strict=True, settings=settings))
    except CompileFailedError as exc:
        check.error(f"reference.py does not load: {exc.message}")
        return check.report()
    failures = [r for r in results if r.failed]
    for case in failures[:MAX_LISTED]:
        check.error(f"reference.py gets {case.verdict} on {shown(case.args, 160)}: {last_line(case.message)}")
    check.summary = f"the reference wins all {len(games) - len(failures)}/{len(games)} small games"
    return check.report()


def check_small_starts(
    problem: Problem, settings: Settings, profile: Any, tests: list[TestCase], brutes: list[Path]
) -> CheckReport:
    """A strategy problem's reference and brute.py (a search without a table) AC on every small
    start: all the spec's constraints give up to the profile's exhaustive size, and the tests that
    small. The referee proves each such start against every reply, so this is a proof, not a sample."""
    from judge.grading.judging import judge_file
    from judge.verify.small_inputs import NotEnumerableError, enumerate_inputs, input_size

    check = CheckRun(problem.slug, "brute")
    if not brutes:
        check.error(f"no brute.py in {problem.solutions_dir}: nothing cross-checks the reference")
        return check.report()
    bounds = replace(profile.exhaustive, limit=min(profile.exhaustive.limit, MAX_SMALL_STARTS))
    try:
        starts = enumerate_inputs(problem, bounds)
    except NotEnumerableError as exc:
        starts = []
        check.summary = f"({exc}) "
    # the tests stand in only where the constraints cannot be enumerated (a brute force's time
    # grows with the values too, which input_size does not measure)
    small = (
        [] if starts else [t for t in tests if input_size(problem.signature.params, t.args) <= bounds.length]
    )
    games = [TestCase(f"small-{n}", args, None, CaseKind.STRESS) for n, args in enumerate(starts, 1)] + small
    if not games:
        check.error("no start small enough to prove brute.py on: add small tests")
        return check.report()
    reach, proven = "", len(games)
    for path in (problem.reference, brutes[0]):
        failed = []
        searching = path != problem.reference
        deadline = time.monotonic() + BRUTE_BUDGET_S
        try:
            with closing(
                judge_file(problem, path, games, run_all=True, strict=True, settings=settings)
            ) as results:
                for index, case in enumerate(results):
                    if searching and (case.verdict is Verdict.TLE or time.monotonic() > deadline):
                        proven = index  # a search without a table: its reach ends here
                        reach = f"; {path.name} reaches no further than {shown(case.args, 80)}"
                        break
                    if case.failed:
                        failed.append(case)
        except CompileFailedError as exc:
            check.error(f"{path.name} does not load: {exc.message}")
            continue
        for case in failed[:MAX_LISTED]:
            check.error(
                f"{path.name} gets {case.verdict} on {shown(case.args, 160)}: {last_line(case.message)}"
            )
    check.summary += (
        f"reference.py proven on {len(games)} small starts ({len(starts)} enumerated, {len(small)} of "
        f"the tests), {brutes[0].name} on the {proven} smallest{reach}"
    )
    return check.report()


def check_slow(problem: Problem, settings: Settings, path: Path, tests: list[TestCase]) -> CheckReport:
    """A slow_* is TLE, and still TLE with the limit doubled (MARGIN): judged so, its first
    failure must be TLE (one doubled limit proves both)."""
    from judge.grading.judging import judge_file

    check = CheckRun(problem.slug, path.stem)
    doubled = replace(problem.limits, time_ms=int(problem.limits.time_ms * MARGIN))
    try:
        with closing(
            judge_file(problem, path, tests, limits=doubled, strict=True, settings=settings)
        ) as results:
            first = next((r for r in results if r.failed), None)
    except CompileFailedError as exc:
        check.error(f"{path.name} does not load: {exc.message}")
        return check.report()
    if first is None:
        check.error(f"{path.name} gets AC with the limit doubled; its name says TLE: add a larger test")
    elif first.verdict is not Verdict.TLE:
        check.error(
            f"{path.name} gets {first.verdict} on {first.name} {shown(first.args, 160)} with the limit "
            f"doubled; its name says TLE" + (f" ({last_line(first.message)})" if first.message else "")
        )
    else:
        check.summary = f"TLE on {first.name} even at {MARGIN:g}x the limit ({last_line(first.message)})"
        check.margin = _doubled_margin(problem, settings, path, first)
        if not check.margin.ok:  # ended by the wall clock before its CPU reached the doubled limit
            check.error(slow_finding(check.margin))
    return check.report()


def _doubled_margin(problem: Problem, settings: Settings, path: Path, case: CaseResult) -> Margin:
    """A game's slow_* margin from its TLE under the doubled limit: at least MARGIN once its CPU
    reached that limit here; a TLE the wall clock gave first (a busy machine) has only its CPU."""
    factor = factor_for(problem, settings, path)
    limit = problem.limits.time_ms
    ms = case.time_ms / factor
    reached = ms >= MARGIN * limit / 1.05  # the CPU watch's reading, a tick or two short
    return Margin(
        path.name, "slow", case.name, MARGIN * limit if reached else ms, limit, factor, at_least=True
    )
