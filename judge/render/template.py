"""The file `judge new` writes, as leetgo writes one: the statement, examples, constraints and limits as a
comment in the language's own comment syntax, above the exact signature."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from judge.model.problem import Problem
    from judge.sandbox.languages import Language


def template(problem: Problem, language: Language, filename: str | None = None) -> str:
    """A solution file of `problem` in `language`, ready to fill in (`filename`: where it goes)."""
    mark = language.comment
    lines = [f"{problem.title} ({problem.source}, {problem.difficulty})"]
    if problem.source.url:
        lines.append(problem.source.url)
    lines += ["", *problem.statement.strip().splitlines()]
    for number, example in enumerate(problem.examples, 1):
        lines += ["", f"Example {number}:"]
        lines.append(
            "  Input: " + ", ".join(f"{name} = {_json(value)}" for name, value in example.args.items())
        )
        lines.append(f"  Output: {_json(example.expected)}")
        explanation = example.explanation.strip().splitlines()
        if explanation:
            lines.append(f"  Explanation: {explanation[0]}")
            lines += [f"  {line}" for line in explanation[1:]]
    lines += ["", "Constraints:"]
    for param in problem.signature.params:
        lines += [f"  {part}" for part in param.describe().split("; ")]
    limits = problem.limits
    lines.append(f"  {limits.time_ms} ms per case on the reference machine, {limits.memory_mb} MiB")
    lines += ["", f"judge show {problem.slug}    judge submit {problem.slug} {filename or '<this file>'}"]
    # a comment line ending in a backslash would swallow the next line in C++: it ends in a space
    comment = "\n".join(_trailing(f"{mark} {line}".rstrip()) for line in lines)
    if problem.interaction is not None:  # LeetCode's template with the judge's API declared
        return f"{comment}\n\n" + language.interactive_template(problem)
    if problem.strategy is not None:  # the class the judge builds and asks for moves
        return f"{comment}\n\n" + language.strategy_template(problem)
    return f"{comment}\n\n" + language.template(problem.signature)


def _trailing(line: str) -> str:
    return line + " ." if line.endswith("\\") else line


def _json(value: object) -> str:
    """A value as LeetCode's examples show it: JSON without spaces (`[5,3,4,5]`, `true`)."""
    return json.dumps(value, separators=(",", ":"))
