"""The rule of this problem's trees the spec's generic constraints cannot say: the tree's k nodes
hold the values 1..k, each once, and k is odd. validate(args) -> the rules the input breaks."""

from __future__ import annotations

RULE = "root: the number of nodes n is odd and the values are 1..n, each once does not hold"


def validate(args: dict) -> list[str]:
    values = [v for v in args["root"] if v is not None]
    ok = len(values) % 2 == 1 and sorted(values) == list(range(1, len(values) + 1))
    return [] if ok else [RULE]
