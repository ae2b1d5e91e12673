"""One optimal line of play for Pots of Gold, for showing a counterexample turn by turn."""

from __future__ import annotations

PLAYERS = ("A", "B")


def line_of_play(**args: list[int]) -> list[dict]:
    """Every turn of a game where both collect as much as they can (the left pot when both are as good)."""
    pots: list[int] = args["pots"]
    n = len(pots)
    # lead[i][j]: the most the player to move can finish ahead of the other on pots[i..j]
    lead = [[0] * n for _ in range(n)]
    for i in range(n - 1, -1, -1):
        lead[i][i] = pots[i]
        for j in range(i + 1, n):
            lead[i][j] = max(pots[i] - lead[i + 1][j], pots[j] - lead[i][j - 1])
    totals = {name: 0 for name in PLAYERS}
    turns = []
    i, j = 0, n - 1
    for turn in range(n):
        player = PLAYERS[turn % 2]
        if i == j:
            taken, move = pots[i], f"takes the last pot, {pots[i]} coins"
        elif pots[i] - lead[i + 1][j] >= pots[j] - lead[i][j - 1]:
            taken, move = pots[i], f"takes the left pot, {pots[i]} coins"
            i += 1
        else:
            taken, move = pots[j], f"takes the right pot, {pots[j]} coins"
            j -= 1
        totals[player] += taken
        turns.append({"player": player, "move": move, "scores": dict(totals)})
    return turns
