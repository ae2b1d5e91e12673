"""One optimal line of play for Stone Game II, turn by turn (for showing counterexamples)."""

from __future__ import annotations

PLAYERS = ("Alice", "Bob")


def line_of_play(piles: list[int]) -> list[dict]:
    """Each turn as {"player", "move", "scores"}, both maximising their own total.

    best[(i, m)] is the most the mover collects from piles[i:] with M = m; on equally good takes the
    fewest piles are taken.
    """
    n = len(piles)
    suffix = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        suffix[i] = suffix[i + 1] + piles[i]
    best: dict[tuple[int, int], int] = {}

    def collect(i: int, m: int) -> int:
        if i >= n:
            return 0
        if (i, m) not in best:
            best[i, m] = max(suffix[i] - collect(i + x, max(m, x))
                             for x in range(1, min(2 * m, n - i) + 1))
        return best[i, m]

    turns = []
    scores = {name: 0 for name in PLAYERS}
    i, m, turn = 0, 1, 0
    while i < n:
        target = collect(i, m)
        x = next(x for x in range(1, min(2 * m, n - i) + 1)
                 if suffix[i] - collect(i + x, max(m, x)) == target)
        player = PLAYERS[turn]
        taken = piles[i:i + x]
        scores[player] += sum(taken)
        m = max(m, x)
        turns.append({"player": player,
                      "move": f"takes {x} pile{'s' if x > 1 else ''} {taken}, M is now {m}",
                      "scores": dict(scores)})
        i += x
        turn = 1 - turn
    return turns
