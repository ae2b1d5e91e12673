"""How `judge show` and `judge list` describe an interactive problem: its kind and the API a solution calls."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.model.problem import Problem, ProblemKind
from judge.model.values import ValueType
from judge.render.layout import print_wrapped
from judge.sandbox.languages import DEFAULT, by_name

if TYPE_CHECKING:
    from rich.console import Console


def _spelled(value_type: ValueType, optional: bool = False) -> str:
    """`value_type` as the default language writes it: `judge show` shows a signature in its words."""
    return by_name(DEFAULT).type_name(value_type, optional)


def api_lines(problem: Problem) -> list[str]:
    """The API as a solution in the default language sees it (LeetCode's names): `guess(num: int) -> int` or
    `master.guess(word: str) -> int`, and what stays with the judge; a strategy problem's class."""
    if problem.kind is ProblemKind.STRATEGY and problem.strategy is not None:
        api = problem.strategy
        start = ", ".join(f"{p.name}: {_spelled(p.type)}" for p in problem.signature.params)
        moves = ", ".join(f"{p.name}: {_spelled(p.type, p.optional)}" for p in api.params)
        return [
            f"{problem.signature.entry}({start}): built afresh for each game tree",
            f"{api.method}(self, {moves}) -> {_spelled(api.returns)}: called on each of your turns",
            f"you play: {', '.join(api.sides)}",
        ]
    interaction = problem.interaction
    if problem.kind is not ProblemKind.INTERACTIVE or interaction is None:
        return []
    owner = f"{interaction.object}." if interaction.object else ""
    lines = [
        f"{owner}{call.name}({call.param}: {_spelled(ValueType(call.type))}) -> int"
        for call in interaction.calls
    ]
    if interaction.object:
        lines.append(f"{interaction.object} is a {interaction.object_class}, passed as the last argument")
    if interaction.hidden:
        lines.append(f"hidden from the solution (held by the interactor): {', '.join(interaction.hidden)}")
    return lines


def signature_text(problem: Problem) -> str:
    """The solution's signature: an interactive problem's hidden fields left out, its object added."""
    signature = problem.solution_signature
    params = [f"{p.name}: {_spelled(p.type)}" for p in signature.params]
    api = problem.strategy
    if api is not None:  # a class, its move method called by the judge
        moves = [f"{p.name}: {_spelled(p.type, p.optional)}" for p in api.params]
        return (
            f"class {signature.entry}:\ndef __init__(self, {', '.join(params)}): ...\n"
            f"def {api.method}(self, {', '.join(moves)}) -> {_spelled(api.returns)}: ..."
        )
    interaction = problem.interaction
    returns = _spelled(signature.returns)
    if interaction is not None:
        if interaction.object:
            params.append(f"{interaction.object}: '{interaction.object_class}'")
        if interaction.returns_void:
            returns = "None"
    return f"def {signature.entry}(self, {', '.join(params)}) -> {returns}:"


def print_api(problem: Problem, console: Console) -> None:
    """`judge show`'s API section (an interactive or strategy problem only)."""
    lines = api_lines(problem)
    if lines:
        whose = (
            "yours, called by the judge"
            if problem.kind is ProblemKind.STRATEGY
            else ("the judge's, called by your solution")
        )
        console.print(f"\n[bold]API[/bold] ({whose})")
        for line in lines:
            print_wrapped(console, line, "  ")
