"""The optimal line of play for Coins in a Line, turn by turn (for showing counterexamples)."""

from __future__ import annotations

PLAYERS = ("first", "second")


def line_of_play(n: int) -> list[dict]:
    """Each turn as {"player", "move", "scores"}; the winner always leaves a losing pile.

    A player with no winning move takes one coin (every move loses anyway).
    """
    win = [False] * (n + 1)
    for coins in range(1, n + 1):
        win[coins] = not win[coins - 1] or (coins >= 2 and not win[coins - 2])
    turns = []
    coins, turn = n, 0
    while coins > 0:
        if not win[coins - 1]:
            take = 1
        elif coins >= 2 and not win[coins - 2]:
            take = 2
        else:
            take = 1
        coins -= take
        move = f"takes {take} coin{'s' if take > 1 else ''}, {coins} left"
        if not win[coins + take]:
            move += " (every move loses)"
        turns.append({"player": PLAYERS[turn], "move": move, "scores": {}})
        turn = 1 - turn
    return turns
