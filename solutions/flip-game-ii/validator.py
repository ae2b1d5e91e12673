"""The rule of Flip Game II's inputs the spec's generic constraints cannot say: no more than 20 '+'
in a row (the statement's own bound; the memo searches LeetCode accepts explode past it).

validate(args) -> the rules the input breaks (empty when it keeps them); repair(args) -> an input of
the same length that keeps them, so that stress's random strings do."""

from __future__ import annotations

MAX_PLUS_RUN = 20
RULE = f"currentState: no more than {MAX_PLUS_RUN} '+' in a row does not hold"


def _longest_run(state: str) -> int:
    longest = current = 0
    for ch in state:
        current = current + 1 if ch == "+" else 0
        longest = max(longest, current)
    return longest


def validate(args: dict) -> list[str]:
    return [RULE] if _longest_run(args["currentState"]) > MAX_PLUS_RUN else []


def repair(args: dict) -> dict:
    """Every (MAX_PLUS_RUN + 1)-th '+' of a run becomes '-' (the same length)."""
    state = args["currentState"]
    if _longest_run(state) <= MAX_PLUS_RUN:
        return args
    out, run = [], 0
    for ch in state:
        run = run + 1 if ch == "+" else 0
        if run > MAX_PLUS_RUN:
            ch, run = "-", 0
        out.append(ch)
    return {**args, "currentState": "".join(out)}
