"""A game of the colored-pieces problem, turn by turn (for showing counterexamples).

The players' moves never interact, so any legal move is as good as another: each removes their
leftmost removable piece until one of them is stuck. The "scores" column shows the line.
"""

from __future__ import annotations


def line_of_play(colors: str) -> list[dict]:
    line, turns = colors, []
    players = (("Alice", "A"), ("Bob", "B"))
    turn = 0
    while True:
        name, colour = players[turn]
        at = line.find(colour * 3)
        if at < 0:
            return turns
        line = line[:at + 1] + line[at + 2:]
        turns.append({"player": name, "move": f"removes the {colour} at index {at + 1}",
                      "scores": {"line": line}})
        turn = 1 - turn
