"""One optimal line of play for Stone Game VIII, turn by turn (for showing counterexamples)."""

from __future__ import annotations

PLAYERS = ("Alice", "Bob")


def line_of_play(stones: list[int]) -> list[dict]:
    """Each turn as {"player", "move", "scores"}; Alice widens and Bob narrows the gap as best they can.

    lead[i] is how far the mover gets ahead when their move must end at original index i or later;
    on equally good moves the fewest stones are merged.
    """
    n = len(stones)
    prefix = []
    total = 0
    for stone in stones:
        total += stone
        prefix.append(total)
    lead = [0] * (n + 1)
    lead[n - 1] = prefix[n - 1]
    for i in range(n - 2, 0, -1):
        lead[i] = max(lead[i + 1], prefix[i] - lead[i + 1])
    scores = {name: 0 for name in PLAYERS}
    turns = []
    start, turn = 1, 0  # the next move ends at an original index >= start
    row = list(stones)
    while len(row) > 1:
        end = next(i for i in range(start, n)
                   if prefix[i] - (lead[i + 1] if i + 1 < n else 0) == lead[start])
        x = end - (n - len(row)) + 1
        player = PLAYERS[turn]
        scores[player] += prefix[end]
        merged = row[:x]
        row = [prefix[end]] + row[x:]
        turns.append({"player": player,
                      "move": f"merges {x} stones {merged} into {prefix[end]}",
                      "scores": dict(scores)})
        start, turn = end + 1, 1 - turn
    return turns
