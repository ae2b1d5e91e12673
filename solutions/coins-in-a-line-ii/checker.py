"""Checker for coins-in-a-line-ii: the exact answer, and when a wrong `true` comes from a tie, the
message says so (the strict rule is the one learners miss: an equal split is no win).

The first player's lead comes from the suffix DP lead(i) = max(v[i] - lead(i+1),
v[i] + v[i+1] - lead(i+2)), only when the answer is wrong.
"""

from __future__ import annotations

from typing import Any


def first_players_lead(values: list[int]) -> int:
    after = [0] * (len(values) + 2)
    for i in range(len(values) - 1, -1, -1):
        take_one = values[i] - after[i + 1]
        take_two = values[i] + values[i + 1] - after[i + 2] if i + 1 < len(values) else take_one
        after[i] = max(take_one, take_two)
    return after[0]


def check(args: dict[str, Any], expected: bool, got: bool) -> tuple[bool, str]:
    if got == expected:
        return True, ""
    message = f"expected {str(expected).lower()}, got {str(got).lower()}"
    if got and first_players_lead(args["values"]) == 0:
        message += ": a tie (both players end with the same total) is not a win for the first player"
    return False, message
