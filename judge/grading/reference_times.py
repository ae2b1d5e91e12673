"""The reference's time on the cases a solution was judged on: the ratio's other side."""

from __future__ import annotations

from collections.abc import Collection, Iterable
from contextlib import closing
from dataclasses import replace

from judge.grading.session import open_reference
from judge.grading.stream import Picked, Window
from judge.model.outcome import OutcomeKind
from judge.model.problem import Problem, TestCase
from judge.model.results import RATIO_TOTAL_FROM_MS, CaseResult
from judge.model.settings import Settings
from judge.model.verdict import Verdict

COMPARE_FROM_MS = 1.0  # faster cases are not timed against the reference (the ratio is noise)


def time_reference(
    problem: Problem,
    cases: Iterable[CaseResult],
    settings: Settings,
    tests: Collection[TestCase] | None = None,
) -> list[CaseResult]:
    """The cases with `reference_ms`: the reference's CPU time on the same inputs, timed now in a
    child of its own (so nothing runs beside the solution's cases), for every case that ran and
    took at least COMPARE_FROM_MS, when those add up to RATIO_TOTAL_FROM_MS (below it no ratio is shown,
    per case or overall). A reference that fails or will not start leaves it None. `tests`: the
    tests the cases were judged on, in the same order, read again for their inputs (the cases of a
    submit keep none but a failure's); without it, the cases' own."""
    cases = list(cases)
    chosen = [
        i
        for i, case in enumerate(cases)
        if case.verdict is not None and case.verdict is not Verdict.IE and case.time_ms >= COMPARE_FROM_MS
    ]
    if sum(cases[i].time_ms for i in chosen) < RATIO_TOTAL_FROM_MS:
        return cases  # no ratio would be shown: not worth a child of the reference (~50 ms of start-up)
    inputs = Window(
        Picked(tests, tuple(chosen))
        if tests is not None
        else [TestCase(cases[i].name, cases[i].args, None) for i in chosen]
    )
    with open_reference(problem, settings) as runner:
        done = 0
        while done < len(chosen):
            if not runner.alive and runner.start() is not None:
                break
            with closing(runner.run_many(inputs.args(done))) as stream:
                for outcome in stream:
                    if outcome.kind is OutcomeKind.OK:
                        cases[chosen[done]] = replace(cases[chosen[done]], reference_ms=outcome.cpu_ms)
                    done += 1
    inputs.close()
    return cases
