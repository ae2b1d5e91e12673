"""Lines of optimal play shared by the bank's `play.py` files (run in a confined child of their own)."""

from __future__ import annotations


def take_from_either_end(values: list[int], players: tuple[str, str]) -> list[dict]:
    """Every turn of the take-an-end game when both players maximise their own total.

    Each turn is {"player", "move", "scores"} with running totals. On equally good ends (and for the
    last one) the left one is taken. lead[i][j] is how far the player to move can finish ahead on values[i..j].
    """
    n = len(values)
    lead = [[0] * (n + 1) for _ in range(n + 1)]  # lead[i][j + 1] for values[i..j]; empty is 0
    for length in range(1, n + 1):
        for i in range(n - length + 1):
            j = i + length - 1
            lead[i][j + 1] = max(values[i] - lead[i + 1][j + 1], values[j] - lead[i][j])
    scores = {name: 0 for name in players}
    turns = []
    i, j = 0, n - 1
    for turn in range(n):
        player = players[turn % 2]
        if values[i] - lead[i + 1][j + 1] >= values[j] - lead[i][j]:
            taken, move = values[i], f"takes {values[i]} from the left"
            i += 1
        else:
            taken, move = values[j], f"takes {values[j]} from the right"
            j -= 1
        scores[player] += taken
        turns.append({"player": player, "move": move, "scores": dict(scores)})
    return turns
