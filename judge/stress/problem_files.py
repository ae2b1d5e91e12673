"""What a problem's own files give the stress search: the search of its strategy.py and the optimal
line of play of its play.py. Both run in the problem's confined children (sandbox/support.py), never
in the judge; their failures are IE, never the user's."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from judge.bank.spec import Problem
from judge.model.errors import ProblemFaultError
from judge.sandbox.support import support

STRATEGY_NEEDS = ("strategy",)
MAX_SHRINK_ASKS = 10_000  # examples a search may ask about beyond twice its count


def shipped_strategy(problem: Problem) -> Path | None:
    """solutions/<slug>/strategy.py (`strategy(max_size) -> SearchStrategy`), if the problem has one."""
    path = problem.solutions_dir / "strategy.py"
    return path if path.is_file() else None


def search_with_strategy(
    path: Path, max_size: int, count: int, seed: int, failed: Callable[[dict[str, Any]], bool]
) -> None:
    """Hypothesis' generation and shrinking with the shipped strategy, run in the strategy's child:
    it draws and shrinks there, and asks the judge about each example; `failed(args)` judges one
    (the candidate against the reference) and says whether it fails. The smallest failing example is
    the last one the child asks about before it ends (hypothesis replays it). An exception of
    `failed` (stop, or the reference failed) ends the child and goes up as it is."""

    asked = [0]
    most = 2 * count + MAX_SHRINK_ASKS

    def answer(args: Any) -> dict[str, bool]:
        asked[0] += 1
        if asked[0] > most:  # hypothesis stops far sooner: a child that will not is the problem's
            raise ProblemFaultError(f"{path}: the strategy's search asked about more than {most} examples")
        if not isinstance(args, dict):
            raise ProblemFaultError(
                f"{path}: the strategy drew {type(args).__name__}, not a dict of arguments"
            )
        return {"failed": failed(args)}

    # the child's own work between two examples is bounded by the usual call time (per answer)
    support(path, "strategy", STRATEGY_NEEDS).call("search", max_size, count, seed, answer=answer)


def line_of_play(problem: Problem, args: dict[str, Any]) -> list[dict[str, Any]] | None:
    """One optimal game on `args` from solutions/<slug>/play.py (None if the problem has none).

    Each turn is {"player", "move", "scores": {player: running total}}. Raises ProblemFaultError
    when play.py fails: it is the problem's code, not the user's.
    """
    path = problem.solutions_dir / "play.py"
    if not path.is_file():
        return None
    turns = support(path, "play", ("line_of_play",)).call("line_of_play", args)
    if not isinstance(turns, list):
        raise ProblemFaultError(f"{path}: line_of_play must give a list of turns")
    return turns
