"""`judge explain`: the problem's own table.py (or play.py) computes the table and the optimal line
for one input; this module finds the input, checks it fits, and compares a user's answer.

Each solutions/<slug>/table.py defines LIMIT ({parameter: largest size drawn}) and
explain(**args) -> {"table": dict | None, "line": [turn], "answer": value, "verdict": str}
(shapes in solutions/_shared/tables.py). It is the bank's code, yet it never runs in the judge: a
confined child of its own (sandbox/support.py) loads it and answers with plain data, one child
per file for the whole command.
"""

from __future__ import annotations

import ast
import json
from collections.abc import Collection
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from judge.bank.spec import Problem, TestCase
from judge.explain.play import line_from_game
from judge.explain.sizes import (
    GAME_NEEDS,
    PLAY_NEEDS,
    TABLE_NEEDS,
    check_input,
    limit_of,
    too_large,
)
from judge.model.errors import InputError, ProblemFaultError
from judge.model.serial import written
from judge.model.settings import Settings
from judge.sandbox.support import SupportProcess, support

if TYPE_CHECKING:
    from judge.grading.solution import SolutionFile


@dataclass(frozen=True)
class Explanation:
    slug: str = field(metadata=written("problem"))
    args: dict[str, Any] = field(metadata=written("input"))
    answer: Any
    verdict: str
    table: dict[str, Any] | None
    line: list[dict[str, Any]]
    note: str = ""  # why there is no table, when there is none
    yours: dict[str, Any] = field(  # {"got", "verdict", "differs", "message"}; JSON: null when empty
        default_factory=dict, metadata=written(convert=lambda yours: yours or None)
    )


def parse_input(text: str) -> dict[str, Any]:
    try:
        args = json.loads(text)
    except ValueError as exc:
        shown = text if len(text) <= 80 else text[:80] + "..."
        raise InputError(f"--input {shown!r} is not valid JSON: {exc}") from None
    if not isinstance(args, dict):
        raise InputError(f"--input must be a JSON object of parameters, got {type(args).__name__}")
    return args


def find_case(cases: Collection[TestCase], name: str) -> TestCase:
    """The case named `name` (`cases` is read twice at most: a stream of tests read again is fine)."""
    for case in cases:
        if case.name == name:
            return case
    close = [c.name for c in cases if name in c.name][:5]
    hint = f" (similar: {', '.join(close)})" if close else ""
    raise InputError(f"--case {name!r}: no test of that name{hint}")


def table_file(problem: Problem) -> SupportProcess | None:
    """The child of the problem's table.py (None if it has none)."""
    path = problem.solutions_dir / "table.py"
    return support(path, "table", TABLE_NEEDS) if path.is_file() else None


def begin(problem: Problem) -> None:
    """Start the child of the file `explain` will ask (table.py, else play.py, else game.py), so that
    it loads while the judge reads the input and its own renderer."""
    folder = problem.solutions_dir
    for name, role, needs in (
        ("table", "table", TABLE_NEEDS),
        ("play", "play", PLAY_NEEDS),
        ("game", "game", GAME_NEEDS),
    ):
        path = folder / f"{name}.py"
        if path.is_file():
            support(path, role, needs).begin()
            return


def fits(problem: Problem, args: dict[str, Any]) -> bool:
    """Whether `judge explain` can show this input (used to suggest it in failure reports). A file's
    LIMIT written as a literal is read from its text, so a report starts no child for it."""
    folder = problem.solutions_dir
    for name, role, needs, default in (
        ("table", "table", TABLE_NEEDS, {}),
        ("play", "play", PLAY_NEEDS, DEFAULT_LIMIT),
        ("game", "game", GAME_NEEDS, {}),
    ):
        path = folder / f"{name}.py"
        if path.is_file():
            limit = written_limit(path, default)
            try:
                if limit is None:
                    limit = limit_of(support(path, role, needs), default)
            except ProblemFaultError:
                return False
            return not too_large(limit, args)
    return False


def written_limit(path: Path, default: dict[str, int]) -> dict[str, int] | None:
    """The file's LIMIT when its one module-level assignment is a literal {name: int} (`default` when
    the file never names LIMIT); None when only running it can tell."""
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, SyntaxError, RecursionError, MemoryError):
        return None
    values = [
        node.value
        for node in tree.body
        if isinstance(node, ast.Assign | ast.AnnAssign)
        and any(isinstance(t, ast.Name) and t.id == "LIMIT" for t in _targets(node))
    ]
    if not values:
        return default if "LIMIT" not in ast.dump(tree) else None
    if len(values) > 1 or values[0] is None:
        return None
    try:
        limit = ast.literal_eval(values[0])
    except (ValueError, TypeError, SyntaxError, RecursionError, MemoryError):
        return None
    if isinstance(limit, dict) and all(isinstance(k, str) and type(v) is int for k, v in limit.items()):
        return limit
    return None


def _targets(node: ast.Assign | ast.AnnAssign) -> list[ast.expr]:
    return list(node.targets) if isinstance(node, ast.Assign) else [node.target]


DEFAULT_LIMIT = {
    "n": 60,
    "nums": 20,
    "piles": 20,
    "values": 20,
    "pots": 20,
    "stones": 20,
    "stoneValue": 20,
}  # line-only problems: the line stays readable up to these


def explain(problem: Problem, args: dict[str, Any]) -> Explanation:
    """The reference's view of `args`: raises InputError when they break the constraints or are too
    large to draw, ProblemFaultError when the problem's own code fails."""
    check_input(problem, args)
    process = table_file(problem)
    if process is None:
        return _line_only(problem, args)
    reason = too_large(limit_of(process, {}), args)
    if reason:
        raise InputError(f"too large to draw: {reason}")
    found = process.call("explain", args)  # a dict (the child checks), or ProblemFaultError
    if "answer" not in found:
        raise ProblemFaultError(f"{process.path}: explain() gave no answer")
    return Explanation(
        problem.slug,
        args,
        found["answer"],
        found.get("verdict", ""),
        found.get("table"),
        list(found.get("line", [])),
        note=found.get("note", ""),
    )


def _line_only(problem: Problem, args: dict[str, Any]) -> Explanation:
    path: Path = problem.solutions_dir / "play.py"
    if not path.is_file() and (problem.solutions_dir / "game.py").is_file():
        return Explanation(
            problem.slug,
            args,
            None,
            "",
            None,
            line_from_game(problem, args),
            note=f"{problem.slug} has no table (its states are not a small grid): the "
            "optimal line of play is shown with the value of each state",
        )
    if not path.is_file():
        raise InputError(f"{problem.slug} has no table.py, play.py or game.py: nothing to explain yet")
    process = support(path, "play", PLAY_NEEDS)
    reason = too_large(limit_of(process, DEFAULT_LIMIT), args)  # a play.py may set its own
    if reason:
        raise InputError(f"too large to draw: {reason}")
    line = process.call("line_of_play", args)
    if not isinstance(line, list):
        raise ProblemFaultError(f"{path}: line_of_play must give a list of turns")
    note = process.call(
        "constant", "NOTE", f"{problem.slug} has no table.py: only the optimal line of play is shown"
    )
    return Explanation(problem.slug, args, None, "", None, line, note=str(note))


def same_cell(mine: Any, want: Any) -> bool:
    """Whether a user's cell holds the reference's value (a win array's "W"/"L" may be True/False)."""
    if want in ("W", "L") and type(mine) is bool:
        return mine == (want == "W")
    if isinstance(want, list) and isinstance(mine, list):
        return len(want) == len(mine) and all(same_cell(m, w) for m, w in zip(mine, want))
    if (type(mine) is bool) != (type(want) is bool):  # True is no 1 here: the table says which it is
        return False
    return bool(mine == want)


def first_difference(reference: dict[str, Any], yours: dict[str, Any]) -> dict[str, Any]:
    """Your table against the reference's, cell by cell in the reference's fill order: the first
    differing cell (None if none) and how many of the compared cells differ. A memo's missing cells
    (states a top-down search never needed) are not compared."""
    cells, memo = yours["cells"], yours.get("kind") == "memo"
    first, compared, differing = None, 0, 0
    for r, c in reference["fill"]:
        want, mine = reference["cells"][r][c], cells[r][c]
        if memo and mine is None:
            continue
        compared += 1
        if not same_cell(mine, want):
            differing += 1
            if first is None:
                first = {
                    "cell": [r, c],
                    "row": reference["row_labels"][r],
                    "col": reference["col_labels"][c],
                    "expected": want,
                    "got": mine,
                }
    return {"first": first, "compared": compared, "differing": differing}


def compare_yours(
    problem: Problem,
    found: Explanation,
    solution: Path | SolutionFile,
    settings: Settings,
    language: Any = None,
) -> Explanation:
    """Run the user's solution on the same input in a sandboxed child (never in this process) and
    record where its answer differs from the reference's."""
    from dataclasses import replace

    from judge.grading.custom import run_custom

    result = run_custom(problem, solution, [("--input", found.args)], settings, language=language)[0]
    if result.compile_error is not None:
        yours: dict[str, Any] = {"error": f"did not compile or load: {result.compile_error.message}"}
    elif result.case is None or result.case.verdict is None:
        yours = {"error": "did not run"}
    else:
        case = result.case
        verdict = case.verdict.value if case.verdict is not None else "?"
        if case.verdict is not None and case.verdict.value not in ("AC", "WA"):
            yours = {"error": f"{verdict}: {case.message}".rstrip(": ")}
        else:
            yours = {"got": case.got, "verdict": verdict, "differs": verdict != "AC", "message": case.message}
            if found.table is not None:
                yours.update(_your_table(problem, found, solution, settings, language))
    return replace(found, yours=yours)


def _your_table(
    problem: Problem, found: Explanation, solution: Path | SolutionFile, settings: Settings, language: Any
) -> dict[str, Any]:
    """{"table": where yours was found, "first_difference", "compared", "differing"}, or
    {"table_note": why yours was not read}."""
    from judge.grading.tables import solution_table

    assert found.table is not None
    cells = found.table["cells"]
    shape = (len(cells), len(cells[0]))
    table, why = solution_table(problem, solution, found.args, shape, settings, language)
    if table is None:
        return {"table_note": why}
    compared = first_difference(found.table, table)
    return {
        "table": {"name": table["name"], "where": table["where"], "kind": table["kind"]},
        "first_difference": compared["first"],
        "compared": compared["compared"],
        "differing": compared["differing"],
    }


def suggestion(problem: Problem, args: dict[str, Any], case_name: str | None = None) -> str:
    """The command that explains a failed input, or "" when it is too large to draw (or nothing of
    the problem can explain it). Never raises: a failure report must not fail."""
    import shlex

    try:
        if not fits(problem, args):
            return ""
    except Exception:  # noqa: BLE001 - a broken table.py must not break the report it decorates
        return ""
    if case_name:
        return f"judge explain {problem.slug} --case {shlex.quote(case_name)}"
    return f"judge explain {problem.slug} --input {shlex.quote(json.dumps(args))}"
