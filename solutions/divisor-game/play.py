"""The optimal line of play for Divisor Game, turn by turn (for showing counterexamples)."""

from __future__ import annotations

PLAYERS = ("Alice", "Bob")


def line_of_play(n: int) -> list[dict]:
    """Each turn as {"player", "move", "scores"}.

    With an even number the mover takes its largest odd divisor (an odd x keeps the other player on
    an odd number); with an odd number every move loses, and the mover takes the largest divisor
    below the number. Both choices keep the game short.
    """
    turns = []
    number, turn = n, 0
    while number > 1:
        if number % 2 == 0:
            x = number
            while x % 2 == 0:
                x //= 2
            note = ""
        else:
            x = max(d for d in range(1, number) if number % d == 0)
            note = " (every move loses)"
        number -= x
        turns.append({"player": PLAYERS[turn], "move": f"takes x = {x}, {number} left{note}",
                      "scores": {}})
        turn = 1 - turn
    turns.append({"player": PLAYERS[turn], "move": "has no move at 1 and loses", "scores": {}})
    return turns
