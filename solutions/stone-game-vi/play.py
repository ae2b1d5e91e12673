"""One optimal line of play for Stone Game VI, turn by turn (for showing counterexamples)."""

from __future__ import annotations

PLAYERS = ("Alice", "Bob")


def line_of_play(aliceValues: list[int], bobValues: list[int]) -> list[dict]:
    """Each turn as {"player", "move", "scores"}: the mover takes the stone with the largest
    aliceValues[i] + bobValues[i] (the lowest index among equal sums)."""
    order = sorted(range(len(aliceValues)), key=lambda i: (-(aliceValues[i] + bobValues[i]), i))
    scores = {name: 0 for name in PLAYERS}
    turns = []
    for turn, i in enumerate(order):
        player = PLAYERS[turn % 2]
        worth = aliceValues[i] if turn % 2 == 0 else bobValues[i]
        scores[player] += worth
        turns.append({"player": player,
                      "move": f"takes stone {i} (worth {aliceValues[i]} to Alice, {bobValues[i]} to "
                              f"Bob), scoring {worth}",
                      "scores": dict(scores)})
    return turns
