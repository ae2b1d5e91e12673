"""One optimal line of play for Stone Game (LeetCode 877), to show a counterexample turn by turn."""

from __future__ import annotations

PLAYERS = ("Alice", "Bob")


def line_of_play(**args: list[int]) -> list[dict]:
    """Every turn of a game where both play optimally (the left end when both ends are as good)."""
    piles: list[int] = args["piles"]
    n = len(piles)
    # ahead[i][j]: how far the player to move can finish ahead of the other on piles[i..j]
    ahead = [[0] * n for _ in range(n)]
    for i in range(n - 1, -1, -1):
        ahead[i][i] = piles[i]
        for j in range(i + 1, n):
            ahead[i][j] = max(piles[i] - ahead[i + 1][j], piles[j] - ahead[i][j - 1])
    totals = {name: 0 for name in PLAYERS}
    turns = []
    i, j = 0, n - 1
    for turn in range(n):
        player = PLAYERS[turn % 2]
        if i == j:
            taken, move = piles[i], f"takes the last pile, {piles[i]}"
        elif piles[i] - ahead[i + 1][j] >= piles[j] - ahead[i][j - 1]:
            taken, move = piles[i], f"takes {piles[i]} from the left"
            i += 1
        else:
            taken, move = piles[j], f"takes {piles[j]} from the right"
            j -= 1
        totals[player] += taken
        turns.append({"player": player, "move": move, "scores": dict(totals)})
    return turns
