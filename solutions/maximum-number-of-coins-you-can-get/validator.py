"""The rule of this problem's inputs the spec's generic constraints cannot say: the number of piles
is a multiple of 3. validate(args) -> the rules the input breaks; repair(args) -> an input that keeps
it (the list cut down to a multiple of 3, at least 3 piles long)."""

from __future__ import annotations

RULE = "piles: the number of piles is a multiple of 3 does not hold"


def validate(args: dict) -> list[str]:
    return [] if len(args["piles"]) % 3 == 0 else [RULE]


def repair(args: dict) -> dict:
    piles = list(args["piles"])
    while len(piles) < 3:
        piles.append(piles[-1] if piles else 1)
    return {**args, "piles": piles[:len(piles) - len(piles) % 3]}
