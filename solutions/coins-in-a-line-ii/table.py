"""The table `judge explain` draws for Coins in a Line II: the lead of the player to move on each
suffix of the coins (take one or two from the front); a win needs a lead above 0."""

from __future__ import annotations

from tables import suffix_lead

LIMIT = {"values": 16}


def explain(values: list[int]) -> dict:
    found = suffix_lead(values, 2, ("first", "second"))
    lead = found["lead"]
    verdict = (f"the first player finishes {lead} ahead: a win" if lead > 0
               else f"the first player's best lead is {lead}, not above 0: no win")
    return {"table": found["table"], "line": found["line"], "answer": lead > 0, "verdict": verdict}
