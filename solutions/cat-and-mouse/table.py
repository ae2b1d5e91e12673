"""The table `judge explain` draws for Cat and Mouse: the outcome of every position, mouse node by
cat node, as a pair (mouse to move, cat to move) in the problem's own numbers (1 the mouse wins,
2 the cat wins, 0 a draw), found by retrograde analysis; the start cell (m=1, c=2) is the answer."""

from __future__ import annotations

from graph_games import best_line, solve

LIMIT = {"graph": 10}
PLAYERS = ("Mouse", "Cat")
MOUSE, CAT = 0, 1
CODE = {None: 0, MOUSE: 1, CAT: 2}  # winner -> the problem's number
SAID = {0: "draw", 1: "mouse wins", 2: "cat wins"}


def explain(graph: list[list[int]]) -> dict:
    n = len(graph)

    def ended(s: tuple[int, int, int]) -> int | None:
        m, c, _ = s
        return MOUSE if m == 0 else CAT if m == c else None

    def moves(s: tuple[int, int, int]) -> list[tuple[int, int, int]]:
        m, c, turn = s
        if turn == MOUSE:
            return [(x, c, CAT) for x in graph[m]]
        return [(m, y, MOUSE) for y in graph[c] if y != 0]

    def mover(s: tuple[int, int, int]) -> int:
        return s[2]

    states = [(m, c, t) for m in range(n) for c in range(1, n) for t in (MOUSE, CAT)]
    winner, plies, order = solve(states, moves, mover, ended)

    def code(s: tuple[int, int, int]) -> int:
        return CODE[winner.get(s)]

    def value(s: tuple[int, int, int]) -> str:
        said = SAID[code(s)]
        if s not in winner or ended(s) is not None:
            return said
        return f"{said} in {_plies(plies[s])}"

    cells = [[None if c == 0 else [code((m, c, MOUSE)), code((m, c, CAT))] for c in range(n)]
             for m in range(n)]
    fill: list[list[int]] = []
    for m, c, _ in order:  # a cell counts as filled when the first of its two states is decided
        if [m, c] not in fill:
            fill.append([m, c])
    fill += [[m, c] for m in range(n) for c in range(1, n) if [m, c] not in fill]  # draws, never decided

    start = (1, 2, MOUSE)
    steps, last, repeated = best_line(start, moves, mover, ended, winner, plies)
    line = []
    for s, t in steps:
        who = s[2]
        frm, to = (s[0], t[0]) if who == MOUSE else (s[1], t[1])
        move = f"moves {frm} -> {to}"
        if ended(t) == MOUSE:
            move += ": into the hole"
        elif ended(t) == CAT:
            move += ": the cat is on the mouse"
        line.append({"player": PLAYERS[who], "move": move, "scores": {}, "state": _state(s),
                     "value": value(s)})
    if repeated:
        line.append({"player": PLAYERS[last[2]], "move": "the position has come back: a draw",
                     "scores": {}, "state": _state(last), "value": value(last)})
    path = []
    for s, _ in steps:
        if [s[0], s[1]] not in path:
            path.append([s[0], s[1]])
    if last[1] != 0 and [last[0], last[1]] not in path:
        path.append([last[0], last[1]])

    answer = code(start)
    table = {
        "title": f"result[m][c] = (mouse to move, cat to move) for graph = {graph}",
        "meaning": "result[m][c]: who wins with the mouse on m and the cat on c, as a pair (mouse to "
                   "move, cat to move): 1 the mouse wins, 2 the cat wins, 0 a draw; the cat is never on 0",
        "recurrence": "a state is won by its mover if some move leads to a state the mover wins, lost "
                      "if every move leads to one the other player wins, a draw otherwise; m = 0 is a "
                      "mouse win and m = c a cat win",
        "fill_order": "retrograde, from the finished positions (m = 0, m = c) backwards, breadth first: "
                      "a cell is listed when the first of its two states is decided; the cells still "
                      "undecided at the end are draws",
        "row_labels": [f"m={m}" + (" (hole)" if m == 0 else " (mouse start)" if m == 1 else "")
                       for m in range(n)],
        "col_labels": [f"c={c}" + (" (hole)" if c == 0 else " (cat start)" if c == 2 else "")
                       for c in range(n)],
        "cells": cells, "answer_cell": [1, 2], "path": path, "fill": fill,
        "derivation": _derivation(start, moves, winner, plies, code),
    }
    return {"table": table, "line": line, "answer": answer,
            "verdict": {0: "a draw: neither can force a win", 1: "the mouse wins",
                        2: "the cat wins"}[answer]}


def _state(s: tuple[int, int, int]) -> str:
    return f"m={s[0]} c={s[1]} {PLAYERS[s[2]].lower()} to move"


def _plies(count: int) -> str:
    return f"{count} ply" if count == 1 else f"{count} plies"


def _derivation(start, moves, winner, plies, code) -> str:
    options = "; ".join(f"to {t[0]} gives {code(t)}" for t in moves(start))
    result = code(start)
    head = f"result[1][2] with the mouse to move = {result}: its moves (then the cat to move) {options}"
    if result == 1:
        return head + f"; one of them wins for the mouse, in {_plies(plies[start])}"
    if result == 2:
        return head + f"; every one is a cat win (the mouse holds out {_plies(plies[start])})"
    return head + "; none wins for the mouse, but one is a draw"
