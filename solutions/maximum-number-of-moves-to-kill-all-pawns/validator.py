"""The rules of 3283's input the spec's generic constraints cannot say: each position is a pair
[x, y] on the board, no two pawns share a square, and no pawn stands on the knight's square.

validate(args) -> the rules the input breaks; repair(args) -> an input that keeps them, made from a
random one, so that stress's random inputs do (and shrink)."""

from __future__ import annotations

SIDE = 50


def validate(args: dict) -> list[str]:
    broken = []
    positions = args["positions"]
    if any(len(p) != 2 for p in positions):
        broken.append("positions: each is a pair [x, y]")
        return broken
    squares = [tuple(p) for p in positions]
    if len(set(squares)) != len(squares):
        broken.append("positions: no two pawns on one square")
    if (args["kx"], args["ky"]) in squares:
        broken.append("positions: no pawn on the knight's square (kx, ky)")
    return broken


def repair(args: dict) -> dict:
    knight = (args["kx"], args["ky"])
    taken = {knight}
    fixed = []
    for raw in args["positions"]:
        pair = (list(raw) + [0, 0])[:2]
        square = (pair[0] % SIDE, pair[1] % SIDE)
        while square in taken:  # the next free square in reading order
            flat = (square[0] * SIDE + square[1] + 1) % (SIDE * SIDE)
            square = divmod(flat, SIDE)
        taken.add(square)
        fixed.append(list(square))
    return {**args, "positions": fixed or [[(knight[0] + 1) % SIDE, knight[1]]]}
