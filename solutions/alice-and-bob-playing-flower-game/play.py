"""One game of the flower game, on the largest pair (x, y) = (n, m), turn by turn. The answer counts
the pairs Alice wins; this shows why a pair's winner is fixed: every turn takes one flower, so the
game on (x, y) lasts x + y turns whatever the players do."""

from __future__ import annotations

NOTE = ("alice-and-bob-playing-flower-game has no table: the game on lanes x = n and y = m is shown; "
        "any play lasts x + y turns, so Alice wins exactly the pairs with an odd sum, n * m // 2 of them")
LIMIT = {"n": 30, "m": 30}
PLAYERS = ("Alice", "Bob")


def line_of_play(n: int, m: int) -> list[dict]:
    x, y, turn, turns = n, m, 0, []
    while x + y:
        if x >= y:
            x -= 1
        else:
            y -= 1
        last = " (the last flower: wins)" if x + y == 0 else ""
        turns.append({"player": PLAYERS[turn], "move": f"picks a flower: lanes {x} and {y}{last}",
                      "scores": {}})
        turn = 1 - turn
    return turns
