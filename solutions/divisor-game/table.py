"""The table `judge explain` draws for Divisor Game: win (W) or lose (L) for the player to move on
the number k, who subtracts a divisor x of k with 0 < x < k; the player with no move loses."""

from __future__ import annotations

from tables import win_array

LIMIT = {"n": 30}


def explain(n: int) -> dict:
    found = win_array(n, lambda k: [x for x in range(1, k) if k % x == 0], f"dp[k] for n = {n}",
                      "dp[k]: W if the player to move on k can force a win, else L",
                      "dp[k] = W if some divisor x of k (0 < x < k) has dp[k-x] = L; dp[1] = L",
                      ("Alice", "Bob"), "subtracts", "on the board")
    table = found["table"]
    table["cells"][0][0] = None  # 0 is never on the board
    table["fill"] = table["fill"][1:]
    return {"table": table, "line": found["line"], "answer": found["win"],
            "verdict": "Alice wins (n is even)" if found["win"] else "Alice loses (n is odd)"}
