"""Stone Game VIII as a game for `judge play`: merge the x > 1 leftmost stones into one worth their
sum, scoring that sum, until one stone is left."""

from __future__ import annotations

from typing import Any

from games import ScoreGame

LIMIT = {"stones": 20}


class StoneGameVIII(ScoreGame):
    """State (k, mover): the first stone is the merge of the first k original ones (k = 1 at the
    start); merging up to original stone k' - 1 scores prefix[k']. The value is Alice's final lead."""

    def __init__(self, stones: list[int]) -> None:
        self.stones, self.players = list(stones), ("Alice", "Bob")
        self.prefix = [0]
        for stone in stones:
            self.prefix.append(self.prefix[-1] + stone)

    def start(self) -> Any:
        return (1, 0)


    def moves(self, state: Any) -> list[dict]:
        k, turn = state
        sign = 1 if turn == 0 else -1
        found = []
        for after in range(k + 1, len(self.stones) + 1):
            x = after - k + 1
            total = self.prefix[after]
            found.append({"key": str(x), "label": f"merge the {x} leftmost stones into one worth {total}",
                          "next": (after, 1 - turn), "gain": sign * total,
                          "points": {self.players[turn]: total}})
        return found


    def show(self, state: Any) -> str:
        k, _ = state
        row = [self.prefix[k], *self.stones[k:]]
        return "row: " + " ".join(f"[{v}]" for v in row)


def make(stones: list[int]) -> StoneGameVIII:
    return StoneGameVIII(stones)
