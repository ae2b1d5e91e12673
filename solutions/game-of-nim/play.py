"""An optimal line of play for the Game of Nim, turn by turn (for showing counterexamples)."""

from __future__ import annotations

from functools import reduce
from operator import xor

PLAYERS = ("Alice", "Bob")


def line_of_play(piles: list[int]) -> list[dict]:
    """Each turn as {"player", "move", "scores"}.

    A player facing a non-zero XOR cuts the first pile that brings it to zero; a player facing zero
    XOR takes one stone from the largest pile (every move loses).
    """
    piles = list(piles)
    turns = []
    turn = 0
    while any(piles):
        total = reduce(xor, piles, 0)
        if total:
            index = next(i for i, pile in enumerate(piles) if pile ^ total < pile)
            take, note = piles[index] - (piles[index] ^ total), ""
        else:
            index = max(range(len(piles)), key=lambda i: piles[i])
            take, note = 1, " (every move loses)"
        piles[index] -= take
        turns.append({"player": PLAYERS[turn],
                      "move": f"takes {take} from pile {index + 1}, piles {piles}{note}",
                      "scores": {}})
        turn = 1 - turn
    turns.append({"player": PLAYERS[turn], "move": "has no stones to take and loses", "scores": {}})
    return turns
