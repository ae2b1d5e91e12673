"""The optimal line of play for Coins in a Line II, turn by turn (for showing counterexamples)."""

from __future__ import annotations

PLAYERS = ("first", "second")


def line_of_play(values: list[int]) -> list[dict]:
    """Each turn as {"player", "move", "scores"}, both players maximising their own final total.

    lead[i] is how far the mover can get ahead on values[i:]; on equal leads one coin is taken.
    """
    n = len(values)
    lead = [0] * (n + 2)
    takes = [1] * (n + 1)
    for i in range(n - 1, -1, -1):
        lead[i] = values[i] - lead[i + 1]
        if i + 1 < n and values[i] + values[i + 1] - lead[i + 2] > lead[i]:
            lead[i] = values[i] + values[i + 1] - lead[i + 2]
            takes[i] = 2
    turns = []
    scores = {"first": 0, "second": 0}
    i, turn = 0, 0
    while i < n:
        taken = values[i:i + takes[i]]
        player = PLAYERS[turn]
        scores[player] += sum(taken)
        if len(taken) == 1:
            move = f"takes 1 coin ({taken[0]})"
        else:
            move = f"takes 2 coins ({taken[0]} + {taken[1]})"
        turns.append({"player": player, "move": move, "scores": dict(scores)})
        i += len(taken)
        turn = 1 - turn
    return turns
