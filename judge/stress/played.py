"""The judge of a stress run on a played problem, in the Duel's shape (open, seen, judge,
judge_many, close), so the search and its shrinking work unchanged.

A strategy problem has no answer to compare: each random start is one test for the problem's
referee (grading/strategy.py), which holds every move the strategy makes to its position's value;
a lost value is the counterexample, with the referee's report of the position. An interactive
problem's random input is a game for its interactor (grading/interactive.py) with a secret of
the search's drawing: the reference plays it first, and a game the reference cannot win is no
fair test (left out); one it wins and the candidate loses is the counterexample.
"""

from __future__ import annotations

from collections.abc import Generator
from pathlib import Path
from typing import Any

from judge.bank.spec import Problem, TestCase
from judge.grading import interactive, strategy
from judge.grading.session import machine_limits, prepare, reference_program
from judge.model.errors import ProblemFaultError
from judge.model.limits import Limits
from judge.model.problem import CaseKind, ProblemKind
from judge.model.results import CaseResult
from judge.model.settings import Settings
from judge.model.values import shown
from judge.model.verdict import Verdict
from judge.sandbox.languages import CompileFailedError, Language, Program
from judge.stress.duel import Counterexample, Duel, Judged


class PlayedDuel(Judged):
    """Use as a context manager: the children are killed on the way out."""

    def __init__(
        self,
        problem: Problem,
        candidate: Path,
        reference: Path,
        settings: Settings,
        language: Language | None = None,
        strict: bool = False,  # values are judged by the referee or interactor, not converted
    ) -> None:
        self.problem, self.candidate_path, self.reference_path = problem, candidate, reference
        self.settings, self.language = settings, language
        self.tables: list[Any] = []  # the candidate's table, then (interactive) the reference's
        self.limits: Limits = problem.limits
        super().__init__()

    def close(self) -> None:
        for table in self.tables:
            table.close()

    def open(self) -> Counterexample | None:
        """The candidate built and its child started (a CE counterexample if it does not load)."""
        problem = self.problem
        try:
            program: Program = prepare(problem, self.candidate_path, self.settings, self.language)
            self.limits = machine_limits(problem, problem.limits, program.language, self.settings)
            if problem.kind is ProblemKind.STRATEGY:
                strategy.refuse_language(problem, program.language)
                self.tables = [strategy.Table(problem, program, self.limits)]
            else:
                reference = reference_program(problem, self.settings)
                theirs = machine_limits(problem, problem.limits, reference.language, self.settings)
                self.tables = [
                    interactive.Table(problem, program, self.limits, log=True),
                    interactive.Table(problem, reference, theirs, log=True),
                ]
            failure = self.tables[0].start()
        except CompileFailedError as exc:
            return Counterexample({}, None, None, Verdict.CE, exc.message)
        if failure is not None:
            return Counterexample({}, None, None, Verdict.CE, failure.message or "it does not load")
        return None

    def judge_many(
        self, inputs: list[tuple[dict[str, Any], str]]
    ) -> Generator[Counterexample | None, None, None]:
        """One game (or one referee's test) after the other: a move is already a round trip
        between two children, and the referee judges one test at a time."""
        if not self.tables:
            raise RuntimeError("PlayedDuel.judge_many before PlayedDuel.open")
        for args, key in inputs:
            yield self.remember(key, self._decide(args))

    def _decide(self, args: dict[str, Any]) -> Counterexample | None:
        test = TestCase("stress", args, None, CaseKind.STRESS)
        expected = None
        if self.problem.kind is not ProblemKind.STRATEGY:
            theirs = self._case(self.tables[1], test, "the reference")
            if theirs.verdict is not Verdict.AC:
                return None  # a game even the reference loses is no test of the candidate
            expected = theirs.got
        case = self._case(self.tables[0], test, "the candidate")
        if case.verdict is Verdict.AC:
            return None
        assert case.verdict is not None
        detail = case.detail if self.problem.kind is ProblemKind.STRATEGY else None
        return Counterexample(args, expected, case.got, case.verdict, case.message, detail)

    def _case(self, table: Any, test: TestCase, whose: str) -> CaseResult:
        if self.problem.kind is ProblemKind.STRATEGY:
            case = strategy._one(table, test, self.limits)
        else:
            case = interactive._one(table, test, table.limits)
        if case.verdict is Verdict.IE:
            raise ProblemFaultError(
                f"{self.problem.slug}: {case.message.splitlines()[0] if case.message else 'IE'} "
                f"(on {shown(test.args, 200)}, judging {whose})"
            )
        return case


def duel_class(problem: Problem) -> type[Duel] | type[PlayedDuel]:
    """The judge of a stress run: the reference's answers, or the games of a played problem."""
    return Duel if problem.kind is ProblemKind.FUNCTION else PlayedDuel
