"""A solution's own DP table, for `judge explain`: one more run of the solution on the input, with
the runner asking the child to send back the table of the reference's shape (sandbox/child.py,
find_table). Only a language whose harness can look inside a finished call reads one (its
`reads_tables`); the others say so.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from judge.grading.session import open_session, prepare
from judge.grading.solution import SolutionFile, as_solution
from judge.model.outcome import OutcomeKind
from judge.model.problem import Problem
from judge.model.settings import Settings
from judge.sandbox.languages import LANGUAGES, CompileFailedError, Language, load

NO_TABLES = "tables are read from {titles} solutions only: only the final answer is compared"


def solution_table(
    problem: Problem,
    solution: Path | SolutionFile,
    args: dict[str, Any],
    shape: tuple[int, int],
    settings: Settings,
    language: Language | None = None,
) -> tuple[dict[str, Any] | None, str]:
    """(the solution's table of `shape`, "") or (None, why there is none). Runs in a sandboxed
    child under the problem's limits; what comes back was checked by the runner (shape, types)."""
    solution = as_solution(solution, language.name if language else None)
    if not solution.language.reads_tables:
        titles = " or ".join(entry.title for entry in LANGUAGES if load(entry).reads_tables)
        return None, NO_TABLES.format(titles=titles)
    try:
        program = prepare(problem, solution, settings)
    except CompileFailedError as exc:
        return None, f"your table could not be read: the solution did not load ({exc.message})"
    with open_session(problem, program, settings) as runner:
        failure = runner.start()
        if failure is not None:
            return None, f"your table could not be read: {failure.message}"
        runner.table_shape = shape
        outcome = runner.run(dict(args))
    if outcome.kind is not OutcomeKind.OK:
        return None, f"your table could not be read: the run ended with {outcome.kind.value}"
    if outcome.table is None:
        rows, cols = shape
        form = f"a list of {cols} values" if rows == 1 else f"{rows} rows of {cols} values"
        return None, (
            f"no table of the reference's shape found in your solution ({form}, or a dict "
            "keyed by (row, col), named dp, memo, ... as a local of the method, self.dp or "
            "module-level): only the final answer is compared"
        )
    return outcome.table, ""
