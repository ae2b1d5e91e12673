"""Checker for pots-of-gold-strategy: any line of play is accepted if every move is optimal for the
player who makes it.

A move is optimal when it reaches the best score difference the mover can secure from that position
(both ends are fine when they tie). Differences come from the interval DP
lead(i, j) = max(pots[i] - lead(i+1, j), pots[j] - lead(i, j-1)), computed bottom-up in O(n^2)
time and O(n) memory: the turn that faces pots[i..j] is checked when the lengths reach j - i + 1.
The expected line is not needed; it is one optimal line, kept in the spec for readers.
"""

from __future__ import annotations

from typing import Any

PLAYERS = ("A", "B")
SIDES = {"L": "left", "R": "right"}


def check(args: dict[str, Any], expected: Any, got: list[str]) -> tuple[bool, str]:
    pots: list[int] = args["pots"]
    n = len(pots)
    if len(got) != n:
        return False, f"expected {n} moves (one per turn, both players), got {len(got)}"
    for turn, move in enumerate(got, 1):
        if move not in SIDES:
            return False, f"turn {turn}: {move!r} is not a move (use 'L' or 'R')"

    # faces[t]: the interval (i, j) of pots left when turn t (0-based) begins
    faces = []
    i, j = 0, n - 1
    for move in got:
        faces.append((i, j))
        if move == "L":
            i += 1
        else:
            j -= 1

    lead = [0] * (n + 1)  # lead[i] for the previous length (0 at first: no pots, no lead)
    bad_turn = None
    for length in range(1, n + 1):
        turn = n - length  # the one turn that faces `length` pots
        i, j = faces[turn]
        via_left = pots[i] - lead[i + 1]
        via_right = pots[j] - lead[i]
        chosen = via_left if got[turn] == "L" else via_right
        if chosen < max(via_left, via_right):
            bad_turn = (turn, i, j, via_left, via_right)  # later lengths are earlier turns
        for start in range(n - length + 1):
            left = pots[start] - lead[start + 1]
            right = pots[start + length - 1] - lead[start]
            lead[start] = left if left > right else right
    if bad_turn is None:
        return True, ""
    turn, i, j, via_left, via_right = bad_turn
    move = got[turn]
    better = "R" if move == "L" else "L"
    taken = pots[i] if move == "L" else pots[j]
    return False, (
        f"turn {turn + 1}: {PLAYERS[turn % 2]} takes {taken} from the {SIDES[move]} "
        f"with pots[{i}..{j}] left, which secures a lead of at most "
        f"{min(via_left, via_right):+d} over the rest of the game; taking "
        f"{pots[i] if better == 'L' else pots[j]} from the {SIDES[better]} secures "
        f"{max(via_left, via_right):+d}"
    )
