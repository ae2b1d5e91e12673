"""The table `judge explain` draws for the Fibonacci tree game: g[k], the Sprague-Grundy value of
order(k) by the colon principle, and Alice's winning first move when there is one (found by walking
down from the root as in Nim: the child whose edge value must drop, then inside it)."""

from __future__ import annotations

LIMIT = {"n": 40}


def values(n: int) -> list[int]:
    g = [0, 0]
    for k in range(2, n + 1):
        g.append((g[k - 2] + 1 if k >= 3 else 0) ^ (g[k - 1] + 1))
    return g


def children(k: int) -> list[tuple[str, int]]:
    """order(k)'s subtrees as (side, order): the left one only when it is not empty."""
    return [(side, c) for side, c in (("left", k - 2), ("right", k - 1)) if k >= 2 and c >= 1]


def winning_move(k: int, target: int, g: list[int]) -> list[tuple[str, int]]:
    """The path from order(k)'s root to the node whose deletion leaves the tree worth `target`
    (< g[k]); the last step is the node deleted, with its subtree."""
    change = g[k] ^ target
    for side, c in children(k):
        edge = g[c] + 1
        if edge ^ change < edge:
            after = edge ^ change
            if after == 0:
                return [(side, c)]
            return [(side, c), *winning_move(c, after - 1, g)]
    raise AssertionError("no move reaches a smaller value")  # the colon principle says one does


def explain(n: int) -> dict:
    g = values(n)
    cells = [["-"] + [g[k] for k in range(1, n + 1)]]
    table = {
        "title": f"g[k] for n = {n}",
        "meaning": "g[k]: the Sprague-Grundy value of order(k); the player to move wins iff it is not 0",
        "recurrence": "g[k] = (g[k-2] + 1) XOR (g[k-1] + 1), each child's value plus one for the edge above "
                      "it; order(0) is no child; g[1] = 0",
        "fill_order": "left to right: each entry needs the two before it",
        "row_labels": ["g"], "col_labels": [str(k) for k in range(n + 1)],
        "cells": cells, "answer_cell": [0, n], "path": [[0, n]],
        "fill": [[0, k] for k in range(1, n + 1)],
        "derivation": f"g[{n}] = {g[n]}: " + ("Alice moves to a tree worth 0" if g[n] else
                                              "every move leaves Bob a tree worth more than 0"),
    }
    if g[n]:
        path = winning_move(n, 0, g)
        where = " -> ".join(f"{side} (order({c}))" for side, c in path)
        line = [{"player": "Alice", "move": f"deletes the node reached by root -> {where}, with its subtree",
                 "scores": {}, "state": f"order({n})", "value": g[n]},
                {"player": "Bob", "move": "faces a tree worth 0: each of his moves leaves a value Alice can "
                                          "bring back to 0, so he ends with the root", "scores": {},
                 "state": "worth 0", "value": 0}]
    elif n == 1:
        line = [{"player": "Alice", "move": "has only the root to delete and loses", "scores": {},
                 "state": "order(1)", "value": 0}]
    else:
        line = [{"player": "Alice", "move": "faces a tree worth 0: each of her moves leaves a value Bob can "
                                            "bring back to 0, so she ends with the root", "scores": {},
                 "state": f"order({n})", "value": 0}]
    return {"table": table, "line": line, "answer": g[n] != 0,
            "verdict": "Alice wins" if g[n] else "Alice loses (n % 6 == 1)"}
