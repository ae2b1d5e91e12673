"""What a problem's own files give the stress search: the inputs of its strategy.py and the optimal
line of play of its play.py. Both are the problem's code: their failures are IE, never the user's."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from judge.bank.modules import load_problem_module
from judge.bank.spec import Problem
from judge.model.errors import ProblemFaultError
from judge.sandbox.support import support


def custom_strategy(problem: Problem, max_size: int) -> st.SearchStrategy | None:
    path = problem.solutions_dir / "strategy.py"
    if not path.is_file():
        return None
    # Tried first in a child of its own (sandbox/support.py), so a file that loops, exits or crashes
    # when loaded or asked for its strategy is an IE, not a hung or vanished judge; only then is it
    # loaded here, where hypothesis needs the strategy object itself.
    refused = support(path, "strategy", ("strategy",)).call("probe_strategy", max_size)
    if refused:
        raise ProblemFaultError(f"{path}: {refused}")
    module = load_problem_module(path, "strategy")
    try:
        strategy = module.strategy(max_size)
    except Exception as exc:
        raise ProblemFaultError(f"{path}: strategy({max_size}) failed: {type(exc).__name__}: {exc}") from None
    if not isinstance(strategy, st.SearchStrategy):
        raise ProblemFaultError(
            f"{path}: strategy() must return a hypothesis strategy, got {type(strategy).__name__}"
        )
    return strategy


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
