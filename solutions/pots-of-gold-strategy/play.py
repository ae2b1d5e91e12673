"""One optimal line of play for Pots of Gold, for showing a counterexample turn by turn."""

from __future__ import annotations

PLAYERS = ("A", "B")


def line_of_play(**args: list[int]) -> list[dict]:
    """Every turn of a game where both play optimally (the left end when both ends are as good)."""
    pots: list[int] = args["pots"]
    n = len(pots)
    # ahead[i][j]: how far the player to move can finish ahead of the other on pots[i..j]
    ahead = [[0] * n for _ in range(n)]
    for i in range(n - 1, -1, -1):
        ahead[i][i] = pots[i]
        for j in range(i + 1, n):
            ahead[i][j] = max(pots[i] - ahead[i + 1][j], pots[j] - ahead[i][j - 1])
    totals = {name: 0 for name in PLAYERS}
    turns = []
    i, j = 0, n - 1
    for turn in range(n):
        player = PLAYERS[turn % 2]
        if i == j:
            taken, move = pots[i], f"takes the last pot, {pots[i]}"
        elif pots[i] - ahead[i + 1][j] >= pots[j] - ahead[i][j - 1]:
            taken, move = pots[i], f"takes {pots[i]} from the left"
            i += 1
        else:
            taken, move = pots[j], f"takes {pots[j]} from the right"
            j -= 1
        totals[player] += taken
        turns.append({"player": player, "move": move, "scores": dict(totals)})
    return turns
