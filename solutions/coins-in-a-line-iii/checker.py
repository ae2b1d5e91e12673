"""Checker for coins-in-a-line-iii: the exact answer, and when a wrong `true` comes from a tie, the
message says so (the strict rule is the one learners miss: an equal split is no win).

The first player's lead comes from the interval DP lead(i, j) = max(v[i] - lead(i+1, j),
v[j] - lead(i, j-1)) in O(n^2) time and O(n) memory, only when the answer is wrong.
"""

from __future__ import annotations

from typing import Any


def first_players_lead(values: list[int]) -> int:
    lead = list(values)  # lead[i]: the mover's lead on values[i..i+length-1]
    for length in range(2, len(values) + 1):
        for i in range(len(values) - length + 1):
            j = i + length - 1
            lead[i] = max(values[i] - lead[i + 1], values[j] - lead[i])
    return lead[0]


def check(args: dict[str, Any], expected: bool, got: bool) -> tuple[bool, str]:
    if got == expected:
        return True, ""
    message = f"expected {str(expected).lower()}, got {str(got).lower()}"
    if got and first_players_lead(args["values"]) == 0:
        message += ": a tie (both players end with the same total) is not a win for the first player"
    return False, message
