"""Running a solution on the user's own inputs, each next to the reference's answer (`judge run`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge.grading.custom import Progress, run_custom
from judge.grading.solution import SolutionFile
from judge.model.problem import Problem
from judge.model.results import RunResult
from judge.model.settings import Settings
from judge.model.verdict import Verdict
from judge.usecases.submit import internal_error


@dataclass(frozen=True)
class RunRequest:
    problem: Problem
    solution: SolutionFile
    inputs: tuple[tuple[str, dict[str, Any]], ...]  # (label, arguments)
    settings: Settings
    strict: bool = False


@dataclass(frozen=True)
class RunOutcome:
    results: tuple[RunResult, ...]  # one per input, in order

    @property
    def passed(self) -> bool:
        return all(r.case is not None and r.case.verdict is Verdict.AC for r in self.results)

    @property
    def internal_error(self) -> str | None:
        """The line an IE ends the run with (the problem's fault), or None."""
        failed = [r.case for r in self.results if r.case is not None and r.case.verdict is Verdict.IE]
        return internal_error(failed) if failed else None


def run(request: RunRequest, progress: Progress | None = None) -> RunOutcome:
    """The solution on every input in one child; an input of the wrong shape is an InputError, one
    outside the constraints runs with warnings (grading.custom.run_custom, which names each stage
    to `progress` as it starts)."""
    results = run_custom(
        request.problem,
        request.solution,
        list(request.inputs),
        request.settings,
        strict=request.strict,
        progress=progress,
    )
    return RunOutcome(tuple(results))
