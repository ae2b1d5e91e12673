"""The optimal rounds of Maximum Number of Coins, one per line (for showing counterexamples)."""

from __future__ import annotations

NOTE = ("maximum-number-of-coins-you-can-get has no table: each round chooses the two largest piles "
        "left and the smallest one")
LIMIT = {"piles": 60}


def line_of_play(piles: list[int]) -> list[dict]:
    """Each round as {"player", "move", "scores"}: you choose the two largest piles left and the
    smallest; Alice takes the largest, you the middle one, Bob the smallest."""
    left = sorted(piles)
    scores = {"Alice": 0, "you": 0, "Bob": 0}
    turns = []
    while left:
        alice, mine, bob = left.pop(), left.pop(), left.pop(0)
        scores["Alice"] += alice
        scores["you"] += mine
        scores["Bob"] += bob
        turns.append({"player": "you",
                      "move": f"choose ({bob}, {mine}, {alice}): Alice takes {alice}, you {mine}, Bob {bob}",
                      "scores": dict(scores)})
    return turns
