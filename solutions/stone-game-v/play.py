"""One optimal line of play for Stone Game V, round by round (for showing counterexamples)."""

from __future__ import annotations


def line_of_play(stoneValue: list[int]) -> list[dict]:
    """Each round as {"player", "move", "scores"}: only Alice moves; she makes the cut (the leftmost
    among equally good ones) and keeps the part that lead to her best total."""
    values = stoneValue
    n = len(values)
    prefix = [0]
    for value in values:
        prefix.append(prefix[-1] + value)
    best = [[0] * n for _ in range(n)]
    for length in range(2, n + 1):
        for i in range(n - length + 1):
            j = i + length - 1
            best[i][j] = max(option[0] for option in _options(prefix, best, i, j))
    turns = []
    score = 0
    i, j = 0, n - 1
    while i < j:
        target = best[i][j]
        _, k, keep = next(option for option in _options(prefix, best, i, j) if option[0] == target)
        kept_sum = prefix[keep[1] + 1] - prefix[keep[0]]
        score += kept_sum
        side = "left" if keep[0] == i else "right"
        turns.append({"player": "Alice",
                      "move": f"cuts into {values[i:k + 1]} | {values[k + 1:j + 1]} and keeps the "
                              f"{side} part (sum {kept_sum})",
                      "scores": {"Alice": score}})
        i, j = keep
    return turns


def _options(prefix: list[int], best: list[list[int]], i: int, j: int):
    """(final gain, cut index, kept (start, end)) for every cut of values[i..j] and part Alice may keep."""
    for k in range(i, j):
        lsum = prefix[k + 1] - prefix[i]
        rsum = prefix[j + 1] - prefix[k + 1]
        if lsum <= rsum:
            yield lsum + best[i][k], k, (i, k)
        if rsum <= lsum:
            yield rsum + best[k + 1][j], k, (k + 1, j)
