"""The table `judge explain` draws for Stone Game: the lead of the player to move on every interval;
Alice wins when the corner is positive."""

from __future__ import annotations

from tables import take_an_end

LIMIT = {"piles": 12}


def explain(piles: list[int]) -> dict:
    found = take_an_end(piles, ("Alice", "Bob"), f"lead[i][j] for piles = {piles}",
                        "lead[i][j]: how far the player to move can finish ahead on piles[i..j]", name="lead")
    lead = found["lead"]
    verdict = (f"Alice finishes {lead} ahead, so she wins" if lead > 0
               else f"Alice cannot finish ahead (best lead {lead}), so she does not win")
    return {"table": found["table"], "line": found["line"], "answer": lead > 0, "verdict": verdict}
