"""One optimal line of play for 3283 with the value of each state: the knight's square, the pawns
left, and the moves still to come under best play (a state is a set of pawns: no table to draw).
The same BFS distances and minimax over (square, pawns left) as reference.py, kept with the
choices so that each turn names the pawn taken."""

from __future__ import annotations

from functools import cache

NOTE = ("maximum-number-of-moves-to-kill-all-pawns has no table (a state is the knight's square and "
        "a set of pawns): the optimal line of play is shown with the moves still to come")
LIMIT = {"positions": 15}
PLAYERS = ("Alice", "Bob")
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


def line_of_play(kx: int, ky: int, positions: list[list[int]]) -> list[dict]:
    pawns = [tuple(p) for p in positions]
    n = len(pawns)
    squares = pawns + [(kx, ky)]
    boards = [_distances(*square) for square in squares]

    @cache
    def value(at: int, mask: int) -> int:
        if mask == 0:
            return 0
        alice = (n - bin(mask).count("1")) % 2 == 0
        options = [boards[at][pawns[j]] + value(j, mask ^ (1 << j)) for j in range(n) if mask >> j & 1]
        return max(options) if alice else min(options)

    turns, at, mask, total = [], n, (1 << n) - 1, 0
    for turn in range(n):
        worth = value(at, mask)
        pick = next(j for j in range(n) if mask >> j & 1
                    and boards[at][pawns[j]] + value(j, mask ^ (1 << j)) == worth)
        steps = boards[at][pawns[pick]]
        total += steps
        left = bin(mask).count("1")
        turns.append({"player": PLAYERS[turn % 2],
                      "move": f"takes the pawn on {pawns[pick]} in {steps} move{'s' * (steps != 1)}",
                      "scores": {"moves": total},
                      "state": f"knight on {squares[at]}, {left} pawn{'s' * (left != 1)} left",
                      "value": f"{worth} moves to come"})
        at, mask = pick, mask ^ (1 << pick)
    return turns
