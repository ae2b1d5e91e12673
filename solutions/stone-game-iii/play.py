"""One optimal line of play for Stone Game III, turn by turn (for showing counterexamples)."""

from __future__ import annotations

PLAYERS = ("Alice", "Bob")


def line_of_play(stoneValue: list[int]) -> list[dict]:
    """Each turn as {"player", "move", "scores"}: the mover takes the 1, 2 or 3 stones that leave them
    furthest ahead at the end (the fewest stones on equally good choices)."""
    values = stoneValue
    n = len(values)
    lead = [0] * (n + 3)
    for i in range(n - 1, -1, -1):
        lead[i] = max(sum(values[i:i + k]) - lead[i + k] for k in range(1, 4) if i + k <= n)
    scores = {name: 0 for name in PLAYERS}
    turns = []
    i, turn = 0, 0
    while i < n:
        k = next(k for k in range(1, 4)
                 if i + k <= n and sum(values[i:i + k]) - lead[i + k] == lead[i])
        taken = values[i:i + k]
        player = PLAYERS[turn]
        scores[player] += sum(taken)
        turns.append({"player": player,
                      "move": f"takes {k} stone{'s' if k > 1 else ''} {taken}",
                      "scores": dict(scores)})
        i += k
        turn = 1 - turn
    return turns
