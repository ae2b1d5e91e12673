"""What `judge explain` shows for Remove Colored Pieces: no table (a move never changes the other
player's options), but the line of play with each player's moves left. A run of k >= 3 equal
pieces gives its colour k - 2 removals; the player who runs out first loses."""

from __future__ import annotations

from itertools import groupby

LIMIT = {"colors": 40}


def _moves(colors: str, colour: str) -> int:
    return sum(max(len(list(run)) - 2, 0) for key, run in groupby(colors) if key == colour)


def explain(colors: str) -> dict:
    row, turns, turn = colors, [], 0
    players = ("Alice", "Bob")
    while True:
        colour = "AB"[turn]
        left = {p: _moves(row, c) for p, c in zip(players, "AB")}
        state = f"{row} (moves left: Alice {left['Alice']}, Bob {left['Bob']})"
        spot = next((k for k in range(1, len(row) - 1) if row[k - 1] == row[k] == row[k + 1] == colour), None)
        if spot is None:
            turns.append({"player": players[turn], "move": f"has no {colour} between two {colour}s and loses",
                          "scores": {}, "state": state, "value": f"{players[1 - turn]} wins"})
            break
        winner = "Alice" if _moves(row, "A") > _moves(row, "B") or (turn == 1 and
                                                                     _moves(row, "A") == _moves(row, "B")) else "Bob"
        row = row[:spot] + row[spot + 1:]
        turns.append({"player": players[turn], "move": f"removes the {colour} at index {spot}",
                      "scores": {}, "state": state, "value": f"{winner} wins"})
        turn = 1 - turn
    a, b = _moves(colors, "A"), _moves(colors, "B")
    return {"table": None, "line": turns, "answer": a > b,
            "note": "no table: the moves of one colour never touch the other's, so only the counts matter",
            "verdict": f"Alice has {a} moves, Bob {b}: Alice wins only with more"}
