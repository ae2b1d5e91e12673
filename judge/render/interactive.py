"""How `judge show` and `judge list` describe an interactive problem: its kind and the API a solution calls."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.model.problem import Problem, ProblemKind
from judge.render.layout import print_wrapped

if TYPE_CHECKING:
    from rich.console import Console

_PYTHON_TYPES = {"int": "int", "str": "str"}


def api_lines(problem: Problem) -> list[str]:
    """The API as a Python solution sees it (LeetCode's names): `guess(num: int) -> int` or
    `master.guess(word: str) -> int`, and what stays with the judge."""
    interaction = problem.interaction
    if problem.kind is not ProblemKind.INTERACTIVE or interaction is None:
        return []
    owner = f"{interaction.object}." if interaction.object else ""
    lines = [
        f"{owner}{call.name}({call.param}: {_PYTHON_TYPES[call.type]}) -> int" for call in interaction.calls
    ]
    if interaction.object:
        lines.append(f"{interaction.object} is a {interaction.object_class}, passed as the last argument")
    if interaction.hidden:
        lines.append(f"hidden from the solution (held by the interactor): {', '.join(interaction.hidden)}")
    return lines


def signature_text(problem: Problem) -> str:
    """The solution's signature: an interactive problem's hidden fields left out, its object added."""
    signature = problem.solution_signature
    params = [f"{p.name}: {p.type.python}" for p in signature.params]
    interaction = problem.interaction
    returns = signature.returns.python
    if interaction is not None:
        if interaction.object:
            params.append(f"{interaction.object}: '{interaction.object_class}'")
        if interaction.returns_void:
            returns = "None"
    return f"def {signature.entry}(self, {', '.join(params)}) -> {returns}:"


def print_api(problem: Problem, console: Console) -> None:
    """`judge show`'s API section (an interactive problem only)."""
    lines = api_lines(problem)
    if lines:
        console.print("\n[bold]API[/bold] (the judge's, called by your solution)")
        for line in lines:
            print_wrapped(console, line, "  ")
