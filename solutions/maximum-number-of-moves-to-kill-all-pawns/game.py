"""3283 for `judge play`: in turn each player names a pawn, and the knight goes to it by a shortest
path and takes it. The value is the total number of knight moves (Alice wants it large, Bob
small). A move's key is the pawn's square, `x,y`."""

from __future__ import annotations

from typing import Any

from games import Minimax

LIMIT = {"positions": 10}
JUMPS = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))


def _distances(x: int, y: int) -> dict[tuple[int, int], int]:
    dist = {(x, y): 0}
    frontier = [(x, y)]
    while frontier:
        following = []
        for a, b in frontier:
            for dx, dy in JUMPS:
                square = (a + dx, b + dy)
                if 0 <= square[0] < 50 and 0 <= square[1] < 50 and square not in dist:
                    dist[square] = dist[(a, b)] + 1
                    following.append(square)
        frontier = following
    return dist


class PawnGame(Minimax):
    """State (knight's square, pawns left as a sorted tuple, player to move)."""

    players = ("Alice", "Bob")
    goals = ("max", "min")

    def __init__(self, kx: int, ky: int, positions: list[list[int]]) -> None:
        self.knight = (kx, ky)
        self.pawns = tuple(sorted(tuple(p) for p in positions))
        self.boards = {square: _distances(*square) for square in (self.knight, *self.pawns)}

    def start(self) -> Any:
        return (self.knight, self.pawns, 0)

    def moves(self, state: Any) -> list[dict]:
        at, left, turn = state
        found = []
        for pawn in left:
            steps = self.boards[at][pawn]
            found.append({"key": f"{pawn[0]},{pawn[1]}", "label": f"take the pawn on {pawn} in {steps} moves",
                          "next": (pawn, tuple(p for p in left if p != pawn), 1 - turn), "gain": steps,
                          "points": {self.players[turn]: steps}})
        return found

    def show(self, state: Any) -> str:
        at, left, _ = state
        return f"knight on {at}; pawns on {', '.join(map(str, left)) or 'none'}"

    def say(self, value: Any) -> str:
        return f"{value} knight moves in all"

    def result(self, scores: dict[str, int], state: Any) -> str:
        return f"{sum(scores.values())} knight moves in all"


def make(kx: int, ky: int, positions: list[list[int]]) -> PawnGame:
    return PawnGame(kx, ky, positions)
