"""The table `judge explain` draws for Coins in a Line III: the lead of the player to move on every
interval; the first player wins with a lead above 0 (more than half of the value)."""

from __future__ import annotations

from tables import take_an_end

LIMIT = {"values": 12}


def explain(values: list[int]) -> dict:
    found = take_an_end(values, ("first", "second"), f"lead[i][j] for values = {values}",
                        "lead[i][j]: how far the player to move can finish ahead on values[i..j]", name="lead")
    lead = found["lead"]
    verdict = (f"the first player finishes {lead} ahead: a win" if lead > 0
               else f"the first player's best lead is {lead}, not above 0: no win")
    return {"table": found["table"], "line": found["line"], "answer": lead > 0, "verdict": verdict}
