"""The `limits` check: the reference's slowest test at least MARGIN times under the limit, and how
far the calibration kernel is from the reference here against the spec's record."""

from __future__ import annotations

from pathlib import Path

from judge.bank.spec import Problem, TestCase
from judge.model.results import CaseResult
from judge.model.settings import Settings
from judge.model.units import format_ms
from judge.verify import margins
from judge.verify.checks import CheckReport, CheckRun, skipped
from judge.verify.margins import MARGIN, accepted_finding, factor_for, slowest


def check_limits(
    problem: Problem, settings: Settings, judged: list[CaseResult], tests: list[TestCase], slow: list[Path]
) -> CheckReport:
    """The reference's slowest test runs at least MARGIN times under the limit, in reference-machine
    ms (margins.py); the accepted_* and slow_* checks hold their own margins."""
    check = CheckRun(problem.slug, "limits")
    reference = problem.reference
    factor = factor_for(problem, settings, reference)
    margin = slowest(problem, settings, reference, judged, tests, factor) if judged else None
    if margin is None:
        return skipped(problem.slug, "limits", "the reference passed no test")
    check.margin = margin
    check.kernel_ratio = margins.kernel_ratio_seen(problem, settings, judged)
    if not margin.ok:
        check.error(accepted_finding(margin))
    if not slow:
        check.warning("no slow_*.py: nothing shows the time limit rejects a too slow solution")
    check.summary = (
        f"limit {problem.limits.time_ms} ms is {margin.shown()} the reference's slowest test "
        f"({margin.test}: {format_ms(margin.ms)} in reference-machine ms; {MARGIN:g}x is the least)"
    )
    if check.kernel_ratio is not None:
        check.summary += f"; {check.kernel_ratio.shown()}"
    return check.report()
