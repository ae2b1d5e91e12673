"""Judging an interactive problem (LeetCode 374, 843): the solution calls the judge's API, the
problem's interactor answers in a child of its own (sandbox/interaction.py) and gives the verdict.

Per test: the interactor begins a game with the whole input (hidden fields too), the solution's
child gets the other arguments, each API call is one round trip between the two children, and once
the solution's reply (or its end) is read the interactor ends the game. Precedence, as Kattis: a
wrong answer the interactor gave first (over the budget, an argument out of range or of the wrong
type) stands whatever the solution did after it (a TLE included); otherwise the solution's own
failure (TLE on its own CPU time, MLE, RE, ...); otherwise the interactor's word on what it
returned. The interactor's failure, loop or broken protocol is IE. Only the solution's CPU time
is limited: the interactor's runs in another process.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Generator, Iterable
from dataclasses import replace
from pathlib import Path
from typing import Any

from judge.grading import games
from judge.model.constraints import check_args, shape_errors
from judge.model.errors import InputError
from judge.model.limits import Limits
from judge.model.outcome import Outcome, OutcomeKind
from judge.model.problem import Interaction, Problem, TestCase
from judge.model.results import CaseResult, CompileError, RunResult
from judge.model.settings import Settings
from judge.model.verdict import Verdict
from judge.sandbox.interaction import harness_config
from judge.sandbox.languages import CompileFailedError, Language, Program


class Table(games.Table):
    """A solution's child and its interactor's (games.Table): the harness is told the API's names."""

    def __init__(self, problem: Problem, program: Program, limits: Limits, log: bool = False) -> None:
        assert problem.interaction is not None
        super().__init__(problem, program, limits)
        self.interaction: Interaction = problem.interaction
        self.setup = {
            "calls": [[call.name, call.param, call.type] for call in self.interaction.calls],
            "log": log,
        }

    def wiring(self, fds: tuple[int, ...]) -> dict[str, Any]:
        return harness_config(self.interaction, fds)

    def loaded(self, failure: Outcome) -> Outcome:
        assert self.interactor is not None
        stray = self.interactor.call("stray")  # it called the API while loading: say so
        if stray:
            failure = replace(failure, message=f"{stray}: the API answers only while a test runs")
        return failure

    def play(self, test: TestCase) -> tuple[Outcome, dict[str, Any]]:
        """One game: the solution's outcome and the interactor's report ({"verdict": "AC", "WA" or
        None (the outcome decides), "message", "calls", "log"})."""
        assert self.runner is not None and self.interactor is not None
        self.interactor.call("begin", test.args, self.setup)
        hidden = set(self.interaction.hidden)
        outcome = self.runner.run({k: v for k, v in test.args.items() if k not in hidden})
        if self.interaction.returns_void and outcome.kind is OutcomeKind.INVALID:  # JS's undefined
            outcome = replace(outcome, kind=OutcomeKind.OK, value=None)
        returned = outcome.kind is OutcomeKind.OK
        return outcome, self.end(outcome, outcome.value if returned else None, returned)


def judge_cases(
    problem: Problem,
    program: Program,
    tests: Iterable[TestCase],
    run_all: bool,
    limits: Limits,
    log: bool = False,
) -> Generator[CaseResult, None, None]:
    """judging.judge_cases for an interactive problem: one CaseResult per test, in order (skipped
    after the first failure unless `run_all`). CompileFailedError if the solution does not load."""
    table = Table(problem, program, limits, log)
    yield from games.judge_all(table, tests, run_all, lambda test: _one(table, test, limits))


def _one(table: Table, test: TestCase, limits: Limits) -> CaseResult:
    played = games.opened(table, test)
    if isinstance(played, CaseResult):
        return played
    outcome, report = played
    dialogue = _dialogue(report)
    if report.get("early"):  # its wrong answer came first: it stands
        message = str(report.get("message", ""))
        return _result(
            test,
            Verdict.WA,
            message=_with(message, dialogue),
            output=outcome.output.replace(f"\njudge: {message}\n", ""),  # the stub's own farewell
            time_ms=max(outcome.cpu_ms, 0.0),
        )
    judged = games.own_failure(table, test, outcome, limits)
    if judged is not None:
        note = f" ({report.get('calls', 0)} calls)" if judged.verdict is Verdict.TLE else ""
        return replace(judged, message=_with(judged.message + note, dialogue))
    verdict = Verdict.AC if report.get("verdict") == "AC" else Verdict.WA
    message = str(report.get("message") or "")
    if report.get("summary"):
        message = f"{message}; {report['summary']}" if message else str(report["summary"])
    return _result(
        test,
        verdict,
        message=_with(message, dialogue),
        got=outcome.value,
        time_ms=outcome.cpu_ms,
        wall_ms=outcome.wall_ms,
        memory_kb=outcome.peak_kb,
        output=outcome.output,
    )


_result = games.result


def _with(message: str, dialogue: str) -> str:
    return f"{message}\n{dialogue}" if dialogue and message else message or dialogue


def _dialogue(report: dict[str, Any]) -> str:
    """The calls as `guess(5) -> -1`, one a line (only when the game's log was asked for)."""
    log = report.get("log") or []
    lines = [f"{name}({json.dumps(value)}) -> {answer}" for name, value, answer in log]
    calls = int(report.get("calls") or 0)
    if lines and calls > len(lines):
        lines.append(f"... {calls - len(lines)} more calls")
    return "\n".join(lines)


def run_custom(
    problem: Problem,
    program: Program,
    reference: Program,
    inputs: list[tuple[str, dict[str, Any]]],
    limits: Limits,
) -> tuple[list[CaseResult], list[CaseResult]]:
    """`judge run` of an interactive problem: the solution's and the reference's games on each
    input (hidden fields included, so a custom secret), each with its dialogue in the message."""
    from judge.model.problem import CaseKind

    tests = [TestCase(f"custom-{n}", args, None, CaseKind.CUSTOM) for n, (_, args) in enumerate(inputs, 1)]
    theirs = list(judge_cases(problem, reference, tests, True, limits, log=True))
    for (label, _), case in zip(inputs, theirs):  # an input the interactor refuses is the user's
        if case.verdict is not Verdict.AC:
            shown = case.message.splitlines()[0] if case.message else str(case.verdict)
            raise InputError(f"{label}: not a game the reference can win here ({shown})")
    mine = list(judge_cases(problem, program, tests, True, limits, log=True))
    return mine, theirs


def with_defaults(problem: Problem, args: dict[str, Any]) -> dict[str, Any]:
    """A custom input may leave out a hidden bool (374's `adaptive`): false then."""
    hidden = set(problem.interaction.hidden) if problem.interaction else set()
    filled = dict(args)
    for param in problem.signature.params:
        if param.name in hidden and param.name not in filled and param.type.name == "bool":
            filled[param.name] = False
    return filled


def run_inputs(
    problem: Problem,
    solution: Path,
    inputs: list[tuple[str, dict[str, Any]]],
    language: Language | None,
    settings: Settings,
    scaled: Callable[[Program], Limits],
) -> list[RunResult]:
    """`judge run` of an interactive problem (RunResults as grading.custom.run_custom gives them)."""
    from judge.grading.programs import prepare, reference_program

    inputs = [(label, with_defaults(problem, args)) for label, args in inputs]
    warned = []
    for label, args in inputs:
        refused = shape_errors(problem.signature.params, args)
        if refused:
            raise InputError(f"{label}: {refused[0]}")
        warned.append(tuple(check_args(problem.signature.params, args)))
    try:
        program = prepare(problem, solution, settings, language)
        limits = scaled(program)  # the problem's limits on this machine (grading/session.py)
        reference = reference_program(problem, settings)
        mine, theirs = run_custom(problem, program, reference, inputs, limits)
    except CompileFailedError as exc:
        error = CompileError(exc.message, exc.compile_ms)
        return [RunResult(None, compile_error=error, label=label) for label, _ in inputs]
    return [
        RunResult(case, expected=ref.got, label=label, warnings=warnings)
        for case, ref, (label, _), warnings in zip(mine, theirs, inputs, warned)
    ]
