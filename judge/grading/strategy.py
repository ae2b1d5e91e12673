"""Judging a strategy problem: the judge calls the solution turn by turn. The problem's model
(`solutions/<slug>/interactor.py`) and the shared referee run in an interactor child of their own
(sandbox/strategy_child.py); the solution's child builds its class on the referee's word and answers
each move over two pipes (sandbox/strategy_api.py), so a move is one round trip between the two.

Per test the referee proves the strategy on every opponent reply where the game is small, else
plays many games, and says AC or WA with the first position where a move lost value (its report
goes to the CaseResult's `detail`: render/strategy.py draws it). Precedence, as Kattis: the
referee's WA stands whatever the solution did after it; otherwise the solution's own failure (TLE
on its own CPU time, RE, ...). The referee's or the model's failure is IE. Only the solution's CPU
time counts; the wall deadline is wider than a function problem's, since it includes the referee's.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable
from dataclasses import replace
from pathlib import Path
from typing import Any

from judge.grading import games
from judge.model.constraints import check_args, shape_errors
from judge.model.errors import InputError
from judge.model.limits import Limits
from judge.model.outcome import Outcome, OutcomeKind
from judge.model.problem import CaseKind, Problem, TestCase
from judge.model.results import CaseResult, CompileError, RunResult
from judge.model.settings import Settings
from judge.model.verdict import Verdict
from judge.sandbox.interaction import STRATEGY_CHILD, InteractorProcess
from judge.sandbox.languages import CompileFailedError, Language, Program, by_name
from judge.sandbox.strategy_api import strategy_config

# The wall deadline's multiple: the referee's own time passes while the solution waits, and a large
# start's games take seconds of it (more under load).
WALL_PATIENCE = 4.0


class Table(games.Table):
    """A solution's child and its referee's (games.Table): the harness is told the class's and the
    method's names."""

    child = STRATEGY_CHILD
    role = "referee"
    patience = WALL_PATIENCE

    def __init__(
        self, problem: Problem, program: Program, limits: Limits, seed: int = 0, show: bool = False
    ) -> None:
        assert problem.strategy is not None
        super().__init__(problem, program, limits)
        self.seed = seed
        self.show = show  # `judge run`: each side's game against the optimal opponent kept

    @property
    def referee(self) -> InteractorProcess | None:
        """The referee's child (games.Table calls it the interactor)."""
        return self.interactor

    def wiring(self, fds: tuple[int, ...]) -> dict[str, Any]:
        assert self.problem.strategy is not None
        return strategy_config(self.problem.strategy, self.problem.signature.entry, fds)

    def play(self, test: TestCase) -> tuple[Outcome, dict[str, Any]]:
        """One test's games: the solution's outcome and the referee's report ({"verdict": "AC",
        "WA" or None (the outcome decides), "message", "failure", "positions", "games", ...})."""
        assert self.runner is not None and self.interactor is not None
        self.interactor.call("begin", test.args, {"seed": self.seed, "show": self.show})
        outcome = self.runner.run(dict(test.args))
        return outcome, self.end(outcome, None, outcome.kind is OutcomeKind.OK)


def refuse_language(problem: Problem, language: str) -> None:
    """CompileFailedError (before any build) for a language whose driver cannot play (its `plays`):
    a one-line CE, never a driver that cannot play."""
    if not by_name(language).plays:
        raise CompileFailedError(f"strategy problems cannot be played in {language} yet: {problem.slug}")


def judge_cases(
    problem: Problem,
    program: Program,
    tests: Iterable[TestCase],
    run_all: bool,
    limits: Limits,
    seed: int = 0,
    show: bool = False,
) -> Generator[CaseResult, None, None]:
    """judging.judge_cases for a strategy problem: one CaseResult per test, in order (skipped after
    the first failure unless `run_all`). CompileFailedError if the solution does not load. With
    `show`, each case's `detail` carries its games against the optimal opponent ("games")."""
    refuse_language(problem, program.language)
    table = Table(problem, program, limits, seed, show)
    yield from games.judge_all(table, tests, run_all, lambda test: _one(table, test, limits))


def _one(table: Table, test: TestCase, limits: Limits) -> CaseResult:
    played = games.opened(table, test)
    if isinstance(played, CaseResult):
        return played
    outcome, report = played
    failure = report.get("failure") if isinstance(report.get("failure"), dict) else None
    shown = {"games": report["shown"]} if isinstance(report.get("shown"), list) else None
    if report.get("verdict") == "WA":  # the referee's word came first: it stands
        return _result(
            test,
            Verdict.WA,
            message=wrong_message(failure or {}, str(report.get("message", ""))),
            time_ms=max(outcome.cpu_ms, 0.0),
            wall_ms=outcome.wall_ms,
            output=outcome.output,
            detail={**(failure or {}), **(shown or {})},
        )
    judged = games.own_failure(table, test, outcome, limits)
    if judged is not None:
        moves = int(report.get("moves") or 0)
        note = f" ({moves} move{'s' * (moves != 1)} asked)" if judged.verdict is Verdict.TLE and moves else ""
        return replace(judged, message=judged.message + note, detail=shown)
    if report.get("verdict") != "AC":
        table.close()
        return _result(
            test, Verdict.IE, message="the referee gave no verdict though the solution's case ended"
        )
    how = (
        f"proved against every reply: {_counted(report.get('positions'), 'position')} asked"
        if report.get("mode") == "exhaustive"
        else f"{_counted(report.get('games'), 'game')}, {_counted(report.get('positions'), 'position')} asked"
    )
    return _result(
        test,
        Verdict.AC,
        message=how,
        got=outcome.value,
        time_ms=outcome.cpu_ms,
        wall_ms=outcome.wall_ms,
        memory_kb=outcome.peak_kb,
        output=outcome.output,
        detail=shown,
    )


def run_inputs(
    problem: Problem,
    solution: Path,
    inputs: list[tuple[str, dict[str, Any]]],
    language: Language | None,
    settings: Settings,
    scaled: Callable[[Program], Limits],
) -> list[RunResult]:
    """`judge run` of a strategy problem: the solution judged on each starting position, its game
    against the optimal opponent on each side kept to be shown (RunResults as judging's)."""
    from judge.grading.programs import prepare

    warned = []
    for label, args in inputs:
        refused = shape_errors(problem.signature.params, args)
        if refused:
            raise InputError(f"{label}: {refused[0]}")
        warned.append(tuple(check_args(problem.signature.params, args)))
    tests = [TestCase(f"custom-{n}", args, None, CaseKind.CUSTOM) for n, (_, args) in enumerate(inputs, 1)]
    try:
        program = prepare(problem, solution, settings, language)
        limits = scaled(program)  # the problem's limits on this machine (grading/session.py)
        mine = list(judge_cases(problem, program, tests, True, limits, show=True))
    except CompileFailedError as exc:
        error = CompileError(exc.message, exc.compile_ms)
        return [RunResult(None, compile_error=error, label=label) for label, _ in inputs]
    return [
        RunResult(case, label=label, warnings=warnings)
        for case, (label, _), warnings in zip(mine, inputs, warned)
    ]


_result = games.result


def wrong_message(failure: dict[str, Any], message: str) -> str:
    """The first line of a WA (the referee's sentence), then the moves that led there."""
    lines = [message or str(failure.get("message", ""))]
    if failure.get("opponent"):
        lines.append(
            f"against {failure['opponent']}, playing {failure.get('side', '?')}, ply {failure.get('ply', '?')}"
        )
    moves = failure.get("moves")
    if isinstance(moves, list):
        lines.append(
            "moves so far: " + (" ".join(_move(m) for m in moves) if moves else "(none: the first move)")
        )
    return "\n".join(lines)


def _counted(number: Any, noun: str) -> str:
    count = int(number or 0)
    return f"{count} {noun}{'s' * (count != 1)}"


def _move(move: Any) -> str:
    return ",".join(map(str, move)) if isinstance(move, list) else str(move)
