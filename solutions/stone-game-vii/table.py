"""The table `judge explain` draws for Stone Game VII: dp[l][r], the best margin of the player to
move on stones[l..r] when removing an end scores the sum of the stones left (the seed's table)."""

from __future__ import annotations

from tables import (
    INTERVAL_ORDER,
    index_labels,
    interval_fill,
    interval_lead,
    interval_line,
    upper_triangle,
)

LIMIT = {"stones": 12}
PLAYERS = ("Alice", "Bob")


def explain(stones: list[int]) -> dict:
    n = len(stones)
    prefix = [0]
    for stone in stones:
        prefix.append(prefix[-1] + stone)

    def total(i: int, j: int) -> int:
        return prefix[j + 1] - prefix[i] if i <= j else 0

    def left(i: int, j: int) -> int:
        return total(i + 1, j)

    def right(i: int, j: int) -> int:
        return total(i, j - 1)

    dp = interval_lead(stones, left, right)
    line, path = interval_line(stones, dp, left, right, PLAYERS, verb="removes", scored=True)
    r = n - 1
    a, b = left(0, r) - dp[1][r], right(0, r) - dp[0][r - 1]
    table = {
        "title": f"dp[l][r] for stones = {stones}",
        "meaning": "dp[l][r]: how far the player to move can finish ahead on stones[l..r]",
        "recurrence": "dp[l][r] = max(sum(l+1..r) - dp[l+1][r], sum(l..r-1) - dp[l][r-1]); dp[l][l] = 0",
        "fill_order": INTERVAL_ORDER,
        "row_labels": index_labels(stones, "l"), "col_labels": index_labels(stones, "r"),
        "cells": upper_triangle(n, lambda i, j: dp[i][j]), "answer_cell": [0, r], "path": path,
        "fill": interval_fill(n),
        "derivation": f"dp[0][{r}] = max({left(0, r)} - {dp[1][r]}, {right(0, r)} - {dp[0][r - 1]}) "
                      f"= max({a}, {b}) = {dp[0][r]}",
    }
    return {"table": table, "line": line, "answer": dp[0][r],
            "verdict": f"Alice finishes {dp[0][r]} points ahead of Bob"}
