"""The only line of play for the Stone Removal Game, turn by turn (for showing counterexamples)."""

from __future__ import annotations

PLAYERS = ("Alice", "Bob")


def line_of_play(n: int) -> list[dict]:
    """Each turn as {"player", "move", "scores"}: every move is forced, the last turn is the loss."""
    turns = []
    stones, need, turn = n, 10, 0
    while need > 0 and stones >= need:
        stones -= need
        turns.append({"player": PLAYERS[turn], "move": f"removes {need}, {stones} left",
                      "scores": {}})
        need -= 1
        turn = 1 - turn
    turns.append({"player": PLAYERS[turn], "move": f"must remove {need} of {stones} and loses",
                  "scores": {}})
    return turns
