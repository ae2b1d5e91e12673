"""`judge explain` and `judge play` of played problems.

A strategy problem `<value>-play` is the value problem `<value>` played move by move: the same
starting position, the same table. Its folder holds the referee's model, not a table.py, play.py or
game.py, so it is drawn (and played in the terminal) with the value problem's files: the move that
keeps a position's value is the one the table's optimal line takes. An interactive problem (374,
843) has no table: its explanation is the reference's dialogue with the interactor on the secret
given, each call and its answer.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from judge.bank.spec import Problem, TestCase
from judge.explain.tables import Explanation
from judge.model.errors import InputError
from judge.model.problem import CaseKind, ProblemKind
from judge.model.settings import Settings
from judge.model.verdict import Verdict

VALUE_FILES = ("table.py", "play.py", "game.py")
PLAYED_SUFFIX = "-play"
CALL = re.compile(r"^(\w+\(.*\)) -> (.*)$")  # a dialogue's line: `guess(5) -> 1`


def value_view(problem: Problem) -> Problem:
    """The problem whose table.py / play.py / game.py draw this one: a strategy problem without its
    own such files is drawn with its value problem's (`<value>-play` -> `<value>`), the same
    arguments; any other problem is itself."""
    own = problem.solutions_dir
    if problem.kind is not ProblemKind.STRATEGY or any((own / name).is_file() for name in VALUE_FILES):
        return problem
    value = own.parent / problem.slug.removesuffix(PLAYED_SUFFIX)
    if value == own or not any((value / name).is_file() for name in VALUE_FILES):
        return problem
    return replace(problem, slug=value.name, solutions_dir=value)


def value_slug(problem: Problem) -> str:
    """The slug whose table draws `problem` (its own when it has its own files)."""
    return value_view(problem).slug


def strategy_note(problem: Problem, drawn: str = "") -> str:
    """What the value problem's drawing is to a strategy (`drawn`: that drawing's own note)."""
    said = (
        f"{value_slug(problem)} played: the value this strategy must keep; on each of your turns, a "
        "move keeps the position's value when it leads where the optimal line goes"
    )
    return f"{said} ({drawn})" if drawn else said


def dialogue(problem: Problem, args: dict[str, Any], settings: Settings) -> Explanation:
    """An interactive problem's explanation: the reference plays the secret in `args` against the
    interactor (in their children), and its calls and their answers are the line."""
    from judge.explain.sizes import check_input
    from judge.grading.interactive import judge_cases, with_defaults
    from judge.grading.session import machine_limits, reference_program

    args = with_defaults(problem, args)
    check_input(problem, args)
    program = reference_program(problem, settings)
    limits = machine_limits(problem, problem.limits, program.language, settings)
    test = TestCase("explain", args, None, CaseKind.CUSTOM)
    case = next(judge_cases(problem, program, [test], True, limits, log=True))
    lines = case.message.splitlines()
    calls = [match.groups() for text in lines if (match := CALL.match(text))]
    if case.verdict is not Verdict.AC:
        raise InputError(f"--input: not a game the reference wins ({lines[0] if lines else case.verdict})")
    said = [text for text in lines if not CALL.match(text) and not text.startswith("... ")]
    turns: list[dict[str, Any]] = [
        {"player": "the reference", "move": "", "scores": {}, "state": call, "value": f"answers {answer}"}
        for call, answer in calls
    ]
    more = next((text for text in lines if text.startswith("... ")), "")
    note = "an optimal guesser (the reference) against the interactor: each call and its answer"
    note += f" ({more[4:]})" if more else ""
    note += f"; {' '.join(said)}" if said else ""
    return Explanation(problem.slug, args, case.got, "", None, turns, note=note)
