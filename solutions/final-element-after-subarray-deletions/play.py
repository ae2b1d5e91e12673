"""One optimal line of play for Final Element After Subarray Deletions with the value of each state.
The states are rows (no table); a row's value is the larger of its two ends when Alice moves and the
smaller when Bob does, since the mover can delete everything but the end it prefers and the other
player can always keep one of the ends (see reference.py). Alice's best move ends the game at once."""

from __future__ import annotations

NOTE = ("final-element-after-subarray-deletions has no table (a state is the row itself): the optimal "
        "line of play is shown with the value of each state, which the two ends decide")
LIMIT = {"nums": 40}


def line_of_play(nums: list[int]) -> list[dict]:
    row = list(nums)
    state = f"{row} (ends {row[0]} and {row[-1]})"
    value = f"ends at {max(row[0], row[-1])}"
    if len(row) == 1:
        return [{"player": "Alice", "move": f"has no move: {row[0]} is left", "scores": {},
                 "state": state, "value": value}]
    if row[0] >= row[-1]:
        move, left = f"deletes {row[1:]} (everything after the first element)", row[0]
    else:
        move, left = f"deletes {row[:-1]} (everything before the last element)", row[-1]
    return [{"player": "Alice", "move": move, "scores": {}, "state": state, "value": value},
            {"player": "Bob", "move": f"has no move: {left} is left", "scores": {},
             "state": f"[{left}]", "value": f"ends at {left}"}]
