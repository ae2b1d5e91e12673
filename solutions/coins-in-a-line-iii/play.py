"""The optimal line of play for Coins in a Line III, turn by turn (for showing counterexamples)."""

from __future__ import annotations

PLAYERS = ("first", "second")


def line_of_play(values: list[int]) -> list[dict]:
    """Each turn as {"player", "move", "scores"}, both players maximising their own final total.

    lead[i][j] is how far the mover can get ahead on values[i..j]; on equal leads the left coin is taken.
    """
    n = len(values)
    lead = [[0] * (n + 1) for _ in range(n + 1)]  # lead[i][j + 1] for values[i..j]; i > j is 0
    for length in range(1, n + 1):
        for i in range(n - length + 1):
            j = i + length - 1
            lead[i][j + 1] = max(values[i] - lead[i + 1][j + 1], values[j] - lead[i][j])
    turns = []
    scores = {"first": 0, "second": 0}
    i, j, turn = 0, n - 1, 0
    while i <= j:
        player = PLAYERS[turn]
        if values[i] - lead[i + 1][j + 1] >= values[j] - lead[i][j]:
            coin, side = values[i], "left"
            i += 1
        else:
            coin, side = values[j], "right"
            j -= 1
        scores[player] += coin
        turns.append({"player": player, "move": f"takes {coin} from the {side}", "scores": dict(scores)})
        turn = 1 - turn
    return turns
