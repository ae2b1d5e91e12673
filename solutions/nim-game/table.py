"""The table `judge explain` draws for Nim Game: win (W) or lose (L) for the player to move with k
stones left, taking one to three; whoever takes the last stone wins."""

from __future__ import annotations

from tables import win_array

LIMIT = {"n": 30}


def explain(n: int) -> dict:
    found = win_array(n, lambda k: [x for x in (1, 2, 3) if x <= k], f"dp[k] for n = {n}",
                      "dp[k]: W if the player to move with k stones left can force a win, else L",
                      "dp[k] = W if dp[k-1], dp[k-2] or dp[k-3] is L; dp[0] = L", ("you", "friend"),
                      "takes", "stones")
    return {"table": found["table"], "line": found["line"], "answer": found["win"],
            "verdict": "you win" if found["win"] else "you lose: n is a multiple of 4"}
