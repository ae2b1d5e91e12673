"""What a strategy problem's solution child needs to be asked for moves (sandbox/strategy_child.py
says the protocol): the pipes' ends, the class's and the method's names, and the entry's name. Each
driver has the loop in its own files (languages/protocol.py); it is the case's entry: called with the
starting position, it builds the solution's class on each `b`, calls its method on each `m` and
returns on `e`; an exception of the solution's goes up as the case's own (RE)."""

from __future__ import annotations

from typing import Any

from judge.model.problem import StrategyApi

ENTRY = "_judge_strategy"


def strategy_config(api: StrategyApi, class_name: str, fds: tuple[int, ...]) -> dict[str, Any]:
    return {
        "interaction": {
            "fds": list(fds),
            "strategy": {"class": class_name, "method": api.method},
        },
        "entry_names": [ENTRY],
    }
