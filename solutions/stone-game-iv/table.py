"""The table `judge explain` draws for Stone Game IV: win (W) or lose (L) for the player to move with
k stones, removing a non-zero square number; the player with no move loses."""

from __future__ import annotations

from math import isqrt

from tables import win_array

LIMIT = {"n": 30}


def explain(n: int) -> dict:
    found = win_array(n, lambda k: [s * s for s in range(1, isqrt(k) + 1)], f"dp[k] for n = {n}",
                      "dp[k]: W if the player to move with k stones can force a win, else L",
                      "dp[k] = W if dp[k - s*s] is L for some s >= 1; dp[0] = L", ("Alice", "Bob"),
                      "removes", "stones")
    return {"table": found["table"], "line": found["line"], "answer": found["win"],
            "verdict": "Alice wins" if found["win"] else "Alice loses"}
