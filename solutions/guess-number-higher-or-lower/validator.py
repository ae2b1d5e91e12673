"""The rule of 374's inputs the spec's ranges cannot say: the number picked is one of 1..n.

validate(args) -> the rules the input breaks (empty when it keeps them); repair(args) -> an input
that keeps them, made from a random one (the pick folded into 1..n), so that `judge stress`'s
random secrets are games the interactor can play, and shrink with n."""

from __future__ import annotations

RULE = "pick: the number picked must be in [1, n]"


def validate(args: dict) -> list[str]:
    return [] if 1 <= args["pick"] <= args["n"] else [RULE]


def repair(args: dict) -> dict:
    n = args["n"]
    return {**args, "pick": 1 + (args["pick"] - 1) % n}
