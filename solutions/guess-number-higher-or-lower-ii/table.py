"""The table `judge explain` draws for Guess Number Higher or Lower II: cost[lo][hi], the least money
that surely finds a secret in lo..hi, with the guess that achieves it (the interval-cost table)."""

from __future__ import annotations

LIMIT = {"n": 10}


def explain(n: int) -> dict:
    cost = [[0] * (n + 2) for _ in range(n + 2)]
    best = [[0] * (n + 2) for _ in range(n + 2)]
    for lo in range(n, 0, -1):
        best[lo][lo] = lo
        for hi in range(lo + 1, n + 1):
            cost[lo][hi], best[lo][hi] = min(
                (g + max(cost[lo][g - 1] if g > lo else 0, cost[g + 1][hi] if g < hi else 0), g)
                for g in range(lo, hi + 1))
    turns, path, paid = [], [], 0
    lo, hi = 1, n
    while True:
        g = best[lo][hi]
        path.append([lo - 1, hi - 1])
        state, value = f"cost[{lo}][{hi}]", cost[lo][hi]
        lower = cost[lo][g - 1] if g > lo else -1
        higher = cost[g + 1][hi] if g < hi else -1
        if lower < 0 and higher < 0:
            turns.append({"player": "guesser", "move": f"guesses {g}, which is the secret",
                          "scores": {"paid": paid}, "state": state, "value": value})
            break
        paid += g
        side = "higher" if higher >= lower else "lower"
        turns.append({"player": "guesser", "move": f"guesses {g}, the host says {side}",
                      "scores": {"paid": paid}, "state": state, "value": value})
        lo, hi = (g + 1, hi) if side == "higher" else (lo, g - 1)
    table = {
        "title": f"cost[lo][hi] (best first guess) for n = {n}",
        "meaning": "cost[lo][hi]: the least money that surely finds a secret in lo..hi; the guess in brackets",
        "recurrence": "cost[lo][hi] = min over g of g + max(cost[lo][g-1], cost[g+1][hi]); cost[k][k] = 0",
        "fill_order": "by interval length: single numbers (cost 0) first; the answer sits in the top-right corner",
        "row_labels": [f"lo={k}" for k in range(1, n + 1)], "col_labels": [f"hi={k}" for k in range(1, n + 1)],
        "cells": [[f"{cost[lo][hi]} (g{best[lo][hi]})" if hi >= lo else None for hi in range(1, n + 1)]
                  for lo in range(1, n + 1)],
        "answer_cell": [0, n - 1], "path": path,
        "fill": [[i, i + length - 1] for length in range(1, n + 1) for i in range(n - length + 1)],
        "derivation": f"cost[1][{n}] = {cost[1][n]}, first guessing {best[1][n]}",
    }
    return {"table": table, "line": turns, "answer": cost[1][n],
            "verdict": f"{cost[1][n]} is enough for any secret in 1..{n}"}
