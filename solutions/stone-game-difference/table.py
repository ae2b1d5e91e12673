"""The table `judge explain` draws for Stone Game Difference: the seed's (first, second) pairs,
the most the player to move collects on piles[i..j] and what the other player then collects."""

from __future__ import annotations

from tables import take_an_end

LIMIT = {"piles": 10}


def explain(piles: list[int]) -> dict:
    def pair(lead: list[list[int]], i: int, j: int) -> str:
        total = sum(piles[i:j + 1])
        first = (total + lead[i][j]) // 2
        return f"({first},{total - first})"

    found = take_an_end(piles, ("Alice", "Bob"), f"dp[i][j] = (first, second) for piles = {piles}",
                        "dp[i][j]: (the most the player to move collects on piles[i..j], what the other "
                        "then collects)", cell=pair,
                        recurrence="dp[i][j].first = max(p[i] + dp[i+1][j].second, p[j] + dp[i][j-1].second); "
                                   "dp[i][j].second = dp[i+1][j].first or dp[i][j-1].first (the side not taken)")
    table = found["table"]
    corner = table["cells"][0][-1]
    table["derivation"] = f"dp[0][{len(piles) - 1}] = {corner}: first minus second is {found['lead']}"
    return {"table": table, "line": found["line"], "answer": found["lead"],
            "verdict": f"Alice's total minus Bob's is {found['lead']}"}
