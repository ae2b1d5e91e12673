"""The checks of the solutions whose names say their verdict: wrong_* WA, slow_* TLE, accepted_* AC.

Each judges its solution lazily and stops as soon as the verdict is known: the child (and the cases
queued in it) is killed rather than left to run tests that cannot change the finding.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator, Mapping
from contextlib import closing
from pathlib import Path

from judge.bank.spec import Problem, TestCase
from judge.model.problem import CaseKind
from judge.model.results import CaseResult
from judge.model.settings import Settings
from judge.model.units import format_ms
from judge.model.values import shown
from judge.model.verdict import Verdict
from judge.sandbox.languages import CompileFailedError
from judge.verify import margins, tle_hints
from judge.verify.checks import CheckReport, CheckRun, last_line
from judge.verify.small_inputs import input_size

NOISE_MS = 1.0  # a reference time under this orders nothing (see heaviest_first)


def _judged(
    problem: Problem,
    settings: Settings,
    path: Path,
    tests: list[TestCase],
    check: CheckRun,
    run_all: bool = False,
) -> Generator[CaseResult, None, None] | None:
    """The cases of `path` judged with strict types as they finish, or None (an error of `check`)
    if it does not load. Closing the generator (leaving a `with closing(...)`) kills the child."""
    from judge.grading.judging import judge_file

    results = judge_file(problem, path, tests, run_all=run_all, strict=True, settings=settings)
    try:
        first = next(results)
    except StopIteration:
        return _chained([], results)
    except CompileFailedError as exc:
        check.error(f"{path.name} does not load: {exc.message}")
        return None
    return _chained([first], results)


def _chained(head: list[CaseResult], rest: Iterator[CaseResult]) -> Generator[CaseResult, None, None]:
    try:
        yield from head
        yield from rest
    finally:
        close = getattr(rest, "close", None)  # judge_file's generator: closing it ends the child
        if close is not None:
            close()


def heaviest_first(
    problem: Problem, tests: list[TestCase], reference_ms: Mapping[str, float]
) -> list[TestCase]:
    """The tests the reference took longest on first (times under NOISE_MS count as equal), then
    by input size, largest first; the official order among equals. A too slow solution is most
    likely to exceed the limit on the first of them."""
    params = problem.signature.params

    def weight(test: TestCase) -> tuple[float, int]:
        ms = reference_ms.get(test.name, 0.0)
        return (ms if ms >= NOISE_MS else 0.0, input_size(params, test.args))

    return sorted(tests, key=weight, reverse=True)


def heaviest_sample(
    problem: Problem, tests: list[TestCase], reference_ms: Mapping[str, float], count: int
) -> list[TestCase]:
    """What the quick profile judges an accepted_* on, in the official order: every test the
    reference took at most 1/LIGHT of its slowest time on (the examples, the edge cases, the small
    inputs: nearly every test, and cheap), and the `count` it took longest on (heaviest_first), where
    the accepted_*'s own slowest test, its margin, is unless it is slow where the reference is fast.
    Left out: the heavy tests past the first `count`, which cost the most to judge."""
    slowest = max(reference_ms.values(), default=0.0)
    heavy = {t.name for t in heaviest_first(problem, tests, reference_ms)[:count]}
    return [t for t in tests if t.name in heavy or reference_ms.get(t.name, 0.0) * LIGHT <= slowest]


LIGHT = 20


def check_wrong(problem: Problem, settings: Settings, path: Path, tests: list[TestCase]) -> CheckReport:
    """A wrong_* must get WA, and fail on some test that is not an official example."""
    check = CheckRun(problem.slug, path.stem)
    first = None
    beyond_examples = None
    cases = _judged(problem, settings, path, tests, check, run_all=True)
    if cases is None:
        return check.report()
    with closing(cases):
        for item in cases:
            if item.failed and first is None:
                first = item
            if item.verdict is Verdict.WA and item.kind is not CaseKind.EXAMPLE and beyond_examples is None:
                beyond_examples = item
            if first is not None and beyond_examples is not None:
                break  # both facts are known; the remaining tests cannot change them
    if first is None:
        check.error(
            f"{path.name} gets AC on all {len(tests)} tests; its name says WA: add a test that catches it"
        )
    elif first.verdict is not Verdict.WA:
        check.error(
            f"{path.name} gets {first.verdict} on {first.name} {shown(first.args, 160)}; its "
            f"name says WA" + (f" ({last_line(first.message)})" if first.message else "")
        )
    if first is not None and beyond_examples is None:
        check.error(
            f"{path.name} fails only on official examples ({first.name}): add a test "
            f"that is not an example where it gets WA"
        )
    if first is not None:
        telling = beyond_examples or first
        check.summary = (
            f"{first.verdict} first on {first.name}; WA on {telling.name} {shown(telling.args, 80)}"
        )
    return check.report()


def check_slow(
    problem: Problem,
    settings: Settings,
    path: Path,
    tests: list[TestCase],
    reference_ms: Mapping[str, float] | None = None,
    hints: Path | None = None,
    multiple: float = margins.MARGIN,
) -> CheckReport:
    """A slow_* must get TLE under the problem's own limits (CPU time, re-run and all), and still
    TLE with the time limit doubled (MARGIN) on the test that proves it: a limit MARGIN times
    under it survives a machine that runs twice as fast as its calibration says.

    With `reference_ms` (the quick profile) the tests are judged heaviest first (heaviest_first),
    so a solution that cannot finish the largest test is proven TLE by its first case instead of
    after every lighter test has run up to the limit; a wrong answer it would give on a lighter
    test judged earlier in the official order is then not looked for. Without it, the official
    order: the verdict `judge submit` gives. With `hints` too (a cache folder), the test that proved
    TLE last time goes first (tle_hints.py), then the rest heaviest first. The quick profile runs
    that first test alone up to MARGIN times the limit straight away (one run proves both); when it
    is not over the limit there, or in the thorough profile, the test that proves TLE is run again
    alone up to MARGIN times the limit (margins.over_limit). A `multiple` under MARGIN (the quick
    profile) runs it only that far: its TLE is proven, its margin is left to the thorough profile.
    """
    check = CheckRun(problem.slug, path.stem)
    spec = problem.limits
    margins.factor_for(problem, settings, path)  # measured again if old, before any judging uses it
    slowest = 0.0
    order = "" if reference_ms is None else ", heaviest first"
    hint, all_tests = None, tests
    if reference_ms is not None:
        ordered = heaviest_first(problem, tests, reference_ms)
        hint = tle_hints.hinted(hints, problem.slug, path, tests)
        if hint is not None and hint != ordered[0].name:
            order = ", last run's TLE test first"
        tests = tle_hints.first(ordered, hint)
        try:  # up to MARGIN x the limit, heaviest first: usually the first test proves both
            factor = margins.factor_for(problem, settings, path)
            margin = margins.over_limit(problem, settings, path, tests, factor, multiple)
        except CompileFailedError as exc:
            check.error(f"{path.name} does not load: {exc.message}")
            return check.report()
        if margin is not None and margin.ms > spec.time_ms:
            if margin.test != tests[0].name:  # for next time
                tle_hints.remember(hints, problem.slug, path, all_tests, margin.test)
            return _proven(check, margin, f"{_kind(tests, margin.test)}{order}", multiple)
        # under the limit on every test: the judge says what it gets instead
    cases = _judged(problem, settings, path, tests, check)
    if cases is None:
        return check.report()
    tle = None
    with closing(cases):
        for item in cases:
            if item.verdict is None:
                continue
            slowest = max(slowest, item.time_ms)
            if item.failed and item.verdict is not Verdict.TLE:
                return _not_tle(check, path, item)
            if item.failed:
                tle = next(t for t in tests if t.name == item.name)
                break
    if tle is None:
        check.error(
            f"{path.name} gets AC on all {len(tests)} tests (slowest {format_ms(slowest)} of CPU "
            f"here against a limit of {spec.time_ms} ms); its name says TLE: lower the limit or add a "
            f"bigger test"
        )
        return check.report()
    try:  # the test that proved TLE first, then the others until one is still running at MARGIN x
        factor = margins.factor_for(problem, settings, path)
        again = margins.over_limit(
            problem, settings, path, tle_hints.first(tests, tle.name), factor, multiple
        )
    except CompileFailedError as exc:  # it loaded a moment ago: whatever changed is its own doing
        check.error(f"{path.name} does not load when run again: {exc.message}")
        return check.report()
    assert again is not None  # tle is one of the tests
    first = "" if again.test == tle.name else f", TLE first on {tle.name}"
    return _proven(check, again, f"{_kind(tests, again.test)}{first}", multiple)


def _proven(
    check: CheckRun, margin: margins.Margin, how: str, multiple: float = margins.MARGIN
) -> CheckReport:
    """The finding from a run ended at MARGIN times the limit (margins.over_limit): a slow_*
    still running then has its margin; one that ended between the limit and MARGIN times it, or
    under the limit this time, has too thin a one. Run to a smaller `multiple` (quick), only its
    TLE is proven, and no margin is claimed."""
    if multiple < margins.MARGIN and margin.ms > margin.limit_ms:
        check.summary = (
            f"TLE on {margin.test} ({how}), still running at {multiple:g}x the limit "
            f"(its {margins.MARGIN:g}x margin: --profile thorough)"
        )
        return check.report()
    check.margin = margin
    check.summary = f"TLE on {margin.test} ({how}), {margin.shown()} the limit"
    if margin.ok:
        check.summary += f": still running at {margins.MARGIN:g}x it"
    else:
        check.error(margins.slow_finding(margin))
    return check.report()


def _kind(tests: list[TestCase], name: str) -> str:
    return next((t.kind for t in tests if t.name == name), "test")


def _not_tle(check: CheckRun, path: Path, item: CaseResult) -> CheckReport:
    check.error(
        f"{path.name} gets {item.verdict} on {item.name} {shown(item.args, 160)}; its name says TLE"
        + (f" ({last_line(item.message)})" if item.message else "")
    )
    return check.report()


def check_accepted(
    problem: Problem, settings: Settings, path: Path, tests: list[TestCase], of: int | None = None
) -> CheckReport:
    """An accepted_* must get AC, with its slowest test at least MARGIN times under the limit.
    `of`: the number of the problem's tests when `tests` is the quick profile's heaviest_sample."""
    check = CheckRun(problem.slug, path.stem)
    factor = margins.factor_for(problem, settings, path)  # first: the judging's limits use the same one
    judged = []
    cases = _judged(problem, settings, path, tests, check)
    if cases is None:
        return check.report()
    with closing(cases):
        for item in cases:
            judged.append(item)
            if item.failed:
                check.error(
                    f"{path.name} gets {item.verdict} on {item.name} {shown(item.args, 160)}; "
                    f"its name says AC (only wrong_* and slow_* names may fail)"
                    + (f" ({last_line(item.message)})" if item.message else "")
                )
    passed = sum(item.verdict is Verdict.AC for item in judged)
    check.summary = f"AC on {passed}/{len(tests)} tests" + (
        f" (of {of}: the reference's light ones and its heaviest)" if of else ""
    )
    margin = margins.slowest(problem, settings, path, judged, tests, factor)
    if margin is not None:
        check.margin = margin
        check.summary += f", slowest {format_ms(margin.ms)} ({margin.test}), {margin.shown()} under the limit"
        if not margin.ok:
            check.error(margins.accepted_finding(margin))
    return check.report()
