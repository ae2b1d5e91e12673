"""The table `judge explain` draws for Stone Game III: the lead of the player to move on each suffix
of the row (take one, two or three stones from the front)."""

from __future__ import annotations

from tables import suffix_lead

LIMIT = {"stoneValue": 16}


def explain(stoneValue: list[int]) -> dict:  # noqa: N803 - the problem's parameter name
    found = suffix_lead(stoneValue, 3, ("Alice", "Bob"))
    lead = found["lead"]
    answer = "Alice" if lead > 0 else "Bob" if lead < 0 else "Tie"
    return {"table": found["table"], "line": found["line"], "answer": answer,
            "verdict": f"Alice's best lead is {lead}: {answer}"}
