"""`judge run`: a solution on the user's own inputs, each next to the reference's answer.

Stages are announced through `progress` (the CLI's live line: a large input can take the reference
seconds). Past the constraints, a reference that gives no answer in time does not stop the run: the
solution still runs, its result shown beside the reference's timeout and unjudged (a reference that
fails outright there refuses the input: it means nothing to it).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from judge.bank.spec import CaseKind, Problem, TestCase
from judge.grading.cases import reference_outcomes
from judge.grading.judging import judge_cases
from judge.grading.session import machine_limits, prepare
from judge.grading.solution import SolutionFile, as_solution
from judge.grading.validation import input_problems
from judge.model.constraints import shape_errors
from judge.model.errors import InputError
from judge.model.limits import Limits
from judge.model.problem import ProblemKind
from judge.model.results import CaseResult, CompileError, RunResult
from judge.model.settings import Settings
from judge.model.verdict import Verdict
from judge.sandbox.languages import CompileFailedError, Language, Program

Progress = Callable[[str], None]
# what a verdict means only next to an answer: without the reference's, the case is left unjudged
COMPARED = (Verdict.AC, Verdict.WA, Verdict.IE)


def run_custom(
    problem: Problem,
    solution: Path | SolutionFile,
    inputs: list[tuple[str, dict[str, Any]]],
    settings: Settings,
    language: Language | None = None,
    strict: bool = False,
    progress: Progress | None = None,
) -> list[RunResult]:
    """The solution on each (label, args) input, in one child, next to the reference.

    An input that is no input of the signature (a name or a type wrong) is refused (InputError, named
    by its label); one outside the constraints runs, with the broken constraints as warnings, and
    where the reference runs out of time there the solution's result stands alone (its verdict None
    unless it failed by itself: a TLE, an RE), the reference's timeout in `reference_error`; where
    the reference fails otherwise there, the input is refused (InputError: nothing to compare with).
    """
    say = progress or (lambda _: None)
    solution = as_solution(solution, language.name if language else None)

    def scaled(program: Program) -> Limits:
        return machine_limits(problem, problem.limits, program.language, settings)

    if problem.kind is ProblemKind.INTERACTIVE:  # a custom secret: the dialogue shown
        from judge.grading.interactive import run_inputs

        say("playing your solution against the judge")
        return run_inputs(problem, solution.path, inputs, solution.language, settings, scaled)
    if problem.kind is ProblemKind.STRATEGY:  # a custom start: the games shown
        from judge.grading.strategy import run_inputs as play_inputs

        say("playing your solution against the referee")
        return play_inputs(problem, solution.path, inputs, solution.language, settings, scaled)
    params = problem.signature.params
    for label, args in inputs:
        refused = shape_errors(params, args)
        if refused:
            raise InputError(f"{label}: {refused[0]}")
    say("checking the input" if len(inputs) == 1 else f"checking the {len(inputs)} inputs")
    warned = [tuple(found) for found in input_problems(problem, [args for _, args in inputs])]
    say("running the reference")
    answers = reference_outcomes(problem, [args for _, args in inputs], [bool(w) for w in warned], settings)
    for (label, _), answer, broken in zip(inputs, answers, warned):
        if answer.failure and not answer.slow:  # it failed outright: the input means nothing to it
            raise InputError(
                f"{label} is outside the constraints ({broken[0]}) and {answer.failure}, "
                f"so there is nothing to compare with"
            )
    tests = [
        TestCase(f"custom-{n}", args, answer.value, CaseKind.CUSTOM)
        for n, ((_, args), answer) in enumerate(zip(inputs, answers), 1)
    ]
    found: list[CaseResult | None]
    error = None
    try:
        if solution.entry.compiles:
            say(f"compiling {solution.path.name}")
        program = prepare(problem, solution, settings)
        say("running your solution")
        found = list(judge_cases(problem, program, tests, settings, run_all=True, strict=strict))
    except CompileFailedError as exc:
        error, found = CompileError(exc.message, exc.compile_ms), [None] * len(tests)
    return [
        RunResult(
            _unjudged(case) if answer.failure and case is not None else case,
            compile_error=error,
            expected=answer.value,
            label=label,
            warnings=warnings,
            reference_error=answer.failure,
        )
        for case, answer, (label, _), warnings in zip(found, answers, inputs, warned)
    ]


def _unjudged(case: CaseResult) -> CaseResult:
    """A case with no reference answer to compare with: its answer and time, no verdict (a failure
    of the solution's own, a TLE or an RE, stands)."""
    if case.verdict not in COMPARED:
        return case
    return replace(case, verdict=None, message="", expected=None)
