"""Explaining one input (`judge explain`): the reference's table and line of play, and with the
user's solution, where its answer (and its own table) differs."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge.explain import tables as explaining
from judge.grading.solution import SolutionFile
from judge.model.problem import Problem, ProblemKind
from judge.model.settings import Settings


@dataclass(frozen=True)
class ExplainRequest:
    problem: Problem
    args: dict[str, Any]
    settings: Settings
    solution: SolutionFile | None = None  # compared on the same input, in a sandboxed child


def explain(request: ExplainRequest) -> explaining.Explanation:
    """A strategy problem is drawn with its value problem's table; an interactive one is the
    reference's dialogue with the interactor (explain/played.py)."""
    from dataclasses import replace

    from judge.explain import played

    problem = request.problem
    if problem.kind is ProblemKind.INTERACTIVE:
        found = played.dialogue(problem, request.args, request.settings)
    else:
        found = explaining.explain(played.value_view(problem), request.args)
        if problem.kind is ProblemKind.STRATEGY:
            found = replace(found, slug=problem.slug, note=played.strategy_note(problem, found.note))
    if request.solution is not None:
        found = explaining.compare_yours(request.problem, found, request.solution, request.settings)
    return found


def differs(found: explaining.Explanation) -> bool:
    """The solution's answer differs from the reference's, or it did not run."""
    return bool(found.yours) and bool(found.yours.get("differs") or found.yours.get("error"))
