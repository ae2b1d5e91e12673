"""One optimal line of play for Predict the Winner, for showing a counterexample turn by turn."""

from __future__ import annotations

PLAYERS = ("player 1", "player 2")


def line_of_play(**args: list[int]) -> list[dict]:
    """Every turn of a game where both play their best (the left end when both ends are as good)."""
    nums: list[int] = args["nums"]
    n = len(nums)
    # lead[i][j]: the most the player to move can finish ahead of the other on nums[i..j]
    lead = [[0] * n for _ in range(n)]
    for i in range(n - 1, -1, -1):
        lead[i][i] = nums[i]
        for j in range(i + 1, n):
            lead[i][j] = max(nums[i] - lead[i + 1][j], nums[j] - lead[i][j - 1])
    totals = {name: 0 for name in PLAYERS}
    turns = []
    i, j = 0, n - 1
    for turn in range(n):
        player = PLAYERS[turn % 2]
        if i == j:
            taken, move = nums[i], f"takes the last number, {nums[i]}"
        elif nums[i] - lead[i + 1][j] >= nums[j] - lead[i][j - 1]:
            taken, move = nums[i], f"takes {nums[i]} from the left"
            i += 1
        else:
            taken, move = nums[j], f"takes {nums[j]} from the right"
            j -= 1
        totals[player] += taken
        turns.append({"player": player, "move": move, "scores": dict(totals)})
    return turns
