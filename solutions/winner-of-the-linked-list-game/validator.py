"""The rule of this problem's lists the spec's generic constraints cannot say: the value at an even
position (counting from 0) is even and the value at an odd position is odd.

validate(args) -> the rules the input breaks (empty when it keeps them); repair(args) -> a list that
keeps them, each value moved by one where its parity is wrong, so that stress's random inputs do."""

from __future__ import annotations

RULE = "head: the values at even positions are even and those at odd positions odd does not hold"


def validate(args: dict) -> list[str]:
    ok = all(value % 2 == index % 2 for index, value in enumerate(args["head"]))
    return [] if ok else [RULE]


def repair(args: dict) -> dict:
    # 1 -> 2 and 100 -> 99 stay inside [1, 100]; any other value moves down by one
    fixed = [v if v % 2 == i % 2 else (v + 1 if v == 1 else v - 1) for i, v in enumerate(args["head"])]
    return {**args, "head": fixed}
