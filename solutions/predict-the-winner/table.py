"""The table `judge explain` draws for Predict the Winner: the lead of the player to move on every
interval nums[i..j]; player 1 wins when the corner is at least 0 (a tie goes to player 1)."""

from __future__ import annotations

from tables import take_an_end

LIMIT = {"nums": 12}
PLAYERS = ("player 1", "player 2")


def explain(nums: list[int]) -> dict:
    found = take_an_end(nums, PLAYERS, f"lead[i][j] for nums = {nums}",
                        "lead[i][j]: how far the player to move can finish ahead on nums[i..j]", name="lead")
    lead = found["lead"]
    if lead >= 0:
        verdict = f"player 1 can finish {lead} ahead (0 or more), so player 1 wins: true"
    else:
        verdict = (f"even with best play player 1 finishes {-lead} behind (the corner is {lead} < 0), "
                   "so player 1 loses: false")
    return {"table": found["table"], "line": found["line"], "answer": lead >= 0, "verdict": verdict}
