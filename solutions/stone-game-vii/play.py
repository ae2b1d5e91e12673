"""One optimal line of play for Stone Game VII, for showing a counterexample turn by turn."""

from __future__ import annotations

PLAYERS = ("Alice", "Bob")


def line_of_play(**args: list[int]) -> list[dict]:
    """Every turn when Alice widens and Bob narrows the gap as best they can (the left stone on a tie).

    Removing a stone scores the sum of the stones left; the scores are each player's running points.
    """
    stones: list[int] = args["stones"]
    n = len(stones)
    prefix = [0]
    for stone in stones:
        prefix.append(prefix[-1] + stone)

    def total(i: int, j: int) -> int:
        return prefix[j + 1] - prefix[i] if i <= j else 0

    # lead[i][j]: the most the player to move can finish ahead of the other on stones[i..j]
    lead = [[0] * n for _ in range(n)]
    for i in range(n - 1, -1, -1):
        for j in range(i + 1, n):
            lead[i][j] = max(total(i + 1, j) - lead[i + 1][j], total(i, j - 1) - lead[i][j - 1])
    points = {name: 0 for name in PLAYERS}
    turns = []
    i, j = 0, n - 1
    for turn in range(n):
        player = PLAYERS[turn % 2]
        if i == j:
            gained, move = 0, f"removes the last stone, {stones[i]}, and scores 0"
        elif total(i + 1, j) - lead[i + 1][j] >= total(i, j - 1) - lead[i][j - 1]:
            gained = total(i + 1, j)
            move = f"removes {stones[i]} from the left and scores {gained}"
            i += 1
        else:
            gained = total(i, j - 1)
            move = f"removes {stones[j]} from the right and scores {gained}"
            j -= 1
        points[player] += gained
        turns.append({"player": player, "move": move, "scores": dict(points)})
    return turns
