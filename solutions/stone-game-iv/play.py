"""An optimal line of play for Stone Game IV, turn by turn (for showing counterexamples)."""

from __future__ import annotations

from math import isqrt

PLAYERS = ("Alice", "Bob")


def line_of_play(n: int) -> list[dict]:
    """Each turn as {"player", "move", "scores"}.

    A player who can win removes the largest square that leaves a lost pile; a player who cannot
    removes the largest square that fits (every move loses). Both keep the game short.
    """
    win = [False] * (n + 1)
    for pile in range(1, n + 1):
        win[pile] = any(not win[pile - k * k] for k in range(1, isqrt(pile) + 1))
    turns = []
    stones, turn = n, 0
    while stones > 0:
        sides = range(isqrt(stones), 0, -1)
        winning = [k * k for k in sides if not win[stones - k * k]]
        take = winning[0] if winning else isqrt(stones) ** 2
        stones -= take
        move = f"removes {take}, {stones} left" + ("" if winning else " (every move loses)")
        turns.append({"player": PLAYERS[turn], "move": move, "scores": {}})
        turn = 1 - turn
    turns.append({"player": PLAYERS[turn], "move": "has no stones to remove and loses",
                  "scores": {}})
    return turns
