"""The table `judge explain` draws for Pots of Gold (seed 000): dp[i][j], the most coins the player to
move collects from pots[i..j] when the other player also plays well."""

from __future__ import annotations

from tables import take_an_end

LIMIT = {"pots": 12}


def explain(pots: list[int]) -> dict:
    def coins(lead: list[list[int]], i: int, j: int) -> int:
        return (sum(pots[i:j + 1]) + lead[i][j]) // 2

    found = take_an_end(pots, ("A", "B"), f"dp[i][j] for pots = {pots}",
                        "dp[i][j]: the most coins the player to move collects from pots[i..j]", cell=coins,
                        recurrence="dp[i][j] = max(p[i] + min(dp[i+2][j], dp[i+1][j-1]), "
                                   "p[j] + min(dp[i+1][j-1], dp[i][j-2])); dp[i][i] = p[i]")
    table = found["table"]
    a = table["cells"][0][-1]
    table["derivation"] = (f"dp[0][{len(pots) - 1}] = {a}: A collects {a} of {sum(pots)}, "
                           f"B the other {sum(pots) - a}")
    return {"table": table, "line": found["line"], "answer": a, "verdict": f"A collects {a} coins, B {sum(pots) - a}"}
