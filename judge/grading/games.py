"""What judging an interactive problem (grading/interactive.py) and a strategy problem
(grading/strategy.py) share: the solution's child and the problem's child (its interactor, or the
strategy referee) started and restarted as a pair, the loop over the tests, a test's start with
its failures (a solution that does not load is CE the first time, RE after; the problem's child
failing is IE), and the precedence between the two children's words (as Kattis: the problem's
wrong answer that came first stands; else the solution's own failure; else the problem's verdict).
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from judge.grading.programs import Session
from judge.model.errors import ProblemFaultError, SandboxError
from judge.model.limits import Limits
from judge.model.outcome import Outcome, OutcomeKind
from judge.model.problem import Problem, Signature, TestCase
from judge.model.results import CaseResult
from judge.model.verdict import Verdict
from judge.sandbox.interaction import CHILD, InteractorProcess
from judge.sandbox.languages import CompileFailedError, Program
from judge.sandbox.support import call_timeout_s

WAIT_AFTER_TIMEOUT_S = 2.0  # for the problem's child's word once the solution was killed waiting


class Table:
    """A solution's child and the problem's, started (and restarted) together: the pipes between
    them are made for the pair, so one that ends takes the other with it. A subclass says which
    child (`child`), what the solution's harness is told of the pipes (`wiring`), and may add to a
    load failure (`loaded`)."""

    child: Path = CHILD
    role = "interactor"  # how messages name the problem's child
    patience = 1.0  # the wall deadline's multiple (Session's)

    def __init__(self, problem: Problem, program: Program, limits: Limits) -> None:
        self.problem, self.program, self.limits = problem, program, limits
        self.runner: Session | None = None
        self.interactor: InteractorProcess | None = None
        self.started = 0

    def wiring(self, fds: tuple[int, ...]) -> Mapping[str, Any]:
        raise NotImplementedError

    @property
    def signature(self) -> Signature:
        return self.problem.solution_signature

    def loaded(self, failure: Outcome) -> Outcome:
        return failure

    def close(self) -> None:
        if self.runner is not None:
            self.runner.close()
            self.runner = None
        if self.interactor is not None:
            self.interactor.close()
            self.interactor = None

    def start(self) -> Outcome | None:
        """Both children afresh; the solution's load failure as an Outcome (kind CE)."""
        self.close()
        interactor = self.interactor = InteractorProcess(self.problem.interactor, self.child)
        interactor.start()  # ProblemFaultError if interactor.py (or the referee) does not load
        fds = interactor.solution_fds
        wired = replace(
            self.program, inherit_fds=fds, harness_extra={**self.program.harness_extra, **self.wiring(fds)}
        )
        self.runner = Session(wired, self.signature, self.limits, self.patience)
        try:
            failure = self.runner.start()
        finally:
            interactor.release_solution_fds()
        self.started += 1
        return None if failure is None else self.loaded(failure)

    def end(self, outcome: Outcome, *args: Any) -> dict[str, Any]:
        """The problem's child's report once the solution's case is over (`args`: the "end" call's)."""
        assert self.interactor is not None
        wait = call_timeout_s()
        if outcome.kind is OutcomeKind.TIMEOUT:  # it may have waited on a looping interactor
            wait = min(wait, WAIT_AFTER_TIMEOUT_S)
        report = self.interactor.call("end", *args, timeout=wait)
        if not isinstance(report, dict):
            raise ProblemFaultError(f"{self.problem.interactor}: the {self.role}'s report is not a mapping")
        return report

    def play(self, test: TestCase) -> tuple[Outcome, dict[str, Any]]:
        raise NotImplementedError

    @property
    def alive(self) -> bool:
        return self.runner is not None and self.runner.alive and self.interactor is not None


def judge_all(
    table: Table,
    tests: Iterable[TestCase],
    run_all: bool,
    one: Callable[[TestCase], CaseResult],
) -> Generator[CaseResult, None, None]:
    """One CaseResult per test, in order (skipped after the first failure unless `run_all`); the
    children are closed at the end, however it comes."""
    stopped = False
    try:
        for test in tests:
            if stopped:
                yield CaseResult(test.name, test.kind, None, test.args, test.expected)
                continue
            result = one(test)
            yield result
            stopped = result.failed and not run_all
    finally:
        table.close()


def opened(table: Table, test: TestCase) -> tuple[Outcome, dict[str, Any]] | CaseResult:
    """The test played (both children started if need be): the solution's outcome and the problem
    child's report, or the case's result when it could not be played. CompileFailedError if the
    solution does not load the first time."""
    try:
        if not table.alive:
            first = table.started == 0
            failure = table.start()
            if failure is not None:
                if first:
                    raise CompileFailedError(failure.message or "the solution could not be loaded")
                return result(test, Verdict.RE, message=f"the solution did not load again: {failure.message}")
        return table.play(test)
    except (ProblemFaultError, SandboxError) as exc:
        table.close()
        return result(test, Verdict.IE, message=f"the {table.role} failed: {exc}")


def own_failure(table: Table, test: TestCase, outcome: Outcome, limits: Limits) -> CaseResult | None:
    """The solution's own failure (TLE on its CPU time, MLE, RE, ...), judged as a function
    problem's, or None if it returned in time."""
    from judge.grading.verdicts import case_verdict  # the verdict of a solution's own failure

    if outcome.kind is OutcomeKind.OK and outcome.cpu_ms <= limits.time_ms:
        return None
    return case_verdict(test, outcome, no_checker, limits, table.problem.signature.returns)


def no_checker(args: Any, expected: Any, got: Any) -> Any:  # never reached: only failures go there
    raise AssertionError("an interactive or strategy problem has no checker")


def result(test: TestCase, verdict: Verdict, **values: Any) -> CaseResult:
    return CaseResult(test.name, test.kind, verdict, test.args, test.expected, **values)
