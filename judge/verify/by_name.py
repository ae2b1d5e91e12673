"""The checks of the solutions whose names say their verdict: wrong_* WA, slow_* TLE, accepted_* AC."""

from __future__ import annotations

from pathlib import Path

from judge.bank.spec import Problem, TestCase
from judge.model.results import CaseResult
from judge.model.units import format_ms
from judge.model.values import shown
from judge.model.verdict import Verdict
from judge.sandbox.languages import CompileFailedError
from judge.verify.checks import CheckReport, CheckRun, last_line


def _judged(
    problem: Problem, path: Path, tests: list[TestCase], check: CheckRun, run_all: bool = False
) -> list[CaseResult] | None:
    """Every case of `path` judged with strict types, or None (an error of `check`) if it does not load."""
    from judge.grading.judging import judge_file

    try:
        return list(judge_file(problem, path, tests, run_all=run_all, strict=True))
    except CompileFailedError as exc:
        check.error(f"{path.name} does not load: {exc.message}")
        return None


def check_wrong(problem: Problem, path: Path, tests: list[TestCase]) -> CheckReport:
    """A wrong_* must get WA, and fail on some test that is not an official example."""
    check = CheckRun(problem.slug, path.stem)
    first = None
    beyond_examples = None
    cases = _judged(problem, path, tests, check, run_all=True)
    if cases is None:
        return check.report()
    for item in cases:
        if item.failed and first is None:
            first = item
        if item.verdict is Verdict.WA and item.kind != "example" and beyond_examples is None:
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


def check_slow(problem: Problem, path: Path, tests: list[TestCase]) -> CheckReport:
    check = CheckRun(problem.slug, path.stem)
    spec = problem.limits
    slowest = 0.0
    cases = _judged(problem, path, tests, check)
    if cases is None:
        return check.report()
    for item in cases:
        if item.verdict is None:
            continue
        slowest = max(slowest, item.time_ms)
        if item.failed:
            if item.verdict is Verdict.TLE:
                check.summary = f"TLE on {item.name} ({item.kind})"
            else:
                check.error(
                    f"{path.name} gets {item.verdict} on {item.name} "
                    f"{shown(item.args, 160)}; its name says TLE"
                    + (f" ({last_line(item.message)})" if item.message else "")
                )
            return check.report()
    check.error(
        f"{path.name} gets AC on all {len(tests)} tests (slowest {format_ms(slowest)} against "
        f"a limit of {spec.time_ms} ms); its name says TLE: lower the limit or add a "
        f"bigger test"
    )
    return check.report()


def check_accepted(problem: Problem, path: Path, tests: list[TestCase]) -> CheckReport:
    check = CheckRun(problem.slug, path.stem)
    passed = 0
    cases = _judged(problem, path, tests, check)
    if cases is None:
        return check.report()
    for item in cases:
        if item.verdict is Verdict.AC:
            passed += 1
        elif item.failed:
            check.error(
                f"{path.name} gets {item.verdict} on {item.name} {shown(item.args, 160)}; "
                f"its name says AC (only wrong_* and slow_* names may fail)"
                + (f" ({last_line(item.message)})" if item.message else "")
            )
    check.summary = f"AC on {passed}/{len(tests)} tests"
    return check.report()
