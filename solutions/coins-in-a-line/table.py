"""The table `judge explain` draws for Coins in a Line: win (W) or lose (L) for the player to move
with k coins left, taking one or two; whoever takes the last coin wins."""

from __future__ import annotations

from tables import win_array

LIMIT = {"n": 30}


def explain(n: int) -> dict:
    found = win_array(n, lambda k: [x for x in (1, 2) if x <= k], f"dp[k] for n = {n}",
                      "dp[k]: W if the player to move with k coins left can force a win, else L",
                      "dp[k] = W if dp[k-1] or dp[k-2] is L; dp[0] = L", ("first", "second"), "takes", "coins")
    return {"table": found["table"], "line": found["line"], "answer": found["win"],
            "verdict": "the first player wins" if found["win"] else "the first player loses (n is a multiple of 3)"}
