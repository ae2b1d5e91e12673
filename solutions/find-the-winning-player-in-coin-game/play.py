"""The forced line of play of the coin game (for showing counterexamples): every turn takes one 75
and four 10s, the only way to make 115, until one of them runs out."""

from __future__ import annotations

NOTE = ("find-the-winning-player-in-coin-game has no table: the game is forced (115 = 75 + 4 x 10), "
        "so its one line of play is shown")
PLAYERS = ("Alice", "Bob")


def line_of_play(x: int, y: int) -> list[dict]:
    turns, turn = [], 0
    while x >= 1 and y >= 4:
        x, y = x - 1, y - 4
        turns.append({"player": PLAYERS[turn], "move": f"takes one 75 and four 10s: {x} x 75 and {y} x 10 left",
                      "scores": {}})
        turn = 1 - turn
    turns.append({"player": PLAYERS[turn], "move": "cannot make 115 and loses", "scores": {}})
    return turns
