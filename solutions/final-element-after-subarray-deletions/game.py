"""Final Element After Subarray Deletions as a game for `judge play`: the mover deletes one block of
consecutive elements shorter than the row; at one element the game ends and that element is the
result (Alice wants it large, Bob small). A move's key is the block's first and last position,
counted from 1 in the row as it stands: `2-3`."""

from __future__ import annotations

from typing import Any

LIMIT = {"nums": 12}


class FinalElement:
    """State (row, turn). The value of a state is its final element under best play: the larger end
    when Alice moves and the smaller when Bob does (see reference.py; play.py's test checks it
    against the exhaustive search)."""

    players = ("Alice", "Bob")
    goals = ("max", "min")

    def __init__(self, nums: list[int]) -> None:
        self.nums = tuple(nums)

    def start(self) -> Any:
        return (self.nums, 0)

    def turn(self, state: Any) -> int:
        return state[1]

    def moves(self, state: Any) -> list[dict]:
        row, turn = state
        n = len(row)
        found = []
        for i in range(n):
            for j in range(i, n):
                if j - i + 1 < n:
                    rest = row[:i] + row[j + 1:]
                    found.append({"key": f"{i + 1}-{j + 1}", "label": f"delete {list(row[i:j + 1])}, leaving "
                                                                      f"{list(rest)}",
                                  "next": (rest, 1 - turn), "gain": 0, "points": {}})
        return found

    def value(self, state: Any) -> int:
        row, turn = state
        return max(row[0], row[-1]) if turn == 0 else min(row[0], row[-1])

    def show(self, state: Any) -> str:
        return "row: " + " ".join(f"[{v}]" for v in state[0])

    def say(self, value: Any) -> str:
        return f"the game ends at {value}"

    def result(self, scores: dict[str, int], state: Any) -> str:
        return f"the element left is {state[0][0]}"


def make(nums: list[int]) -> FinalElement:
    return FinalElement(nums)
