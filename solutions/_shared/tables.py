"""Builders of the tables that `judge explain` draws, shared by the bank's `table.py` files.

A table is a plain dict (JSON-ready), so the judge needs none of this code's types:
  title, meaning (what one cell holds), recurrence, fill_order (prose), row_labels, col_labels,
  cells (rows of int | str | None; None is a cell the DP never uses), answer_cell [r, c],
  path (the cells the answer rests on, in the order the optimal line visits them), fill (every used
  cell in the order the DP fills it), derivation (how the answer cell was computed).
An explanation is {"table": table | None, "line": [turn, ...], "answer": value, "verdict": prose}.
A turn is {"player", "move", "scores", "state", "value"}: the state the mover faced and its value.
"""

from __future__ import annotations

from collections.abc import Callable


def interval_lead(values: list[int], gain_left: Callable[[int, int], int],
                  gain_right: Callable[[int, int], int]) -> list[list[int]]:
    """lead[i][j]: how far the player to move finishes ahead on values[i..j] (both ends playable)."""
    n = len(values)
    lead = [[0] * n for _ in range(n)]
    for i in range(n - 1, -1, -1):
        lead[i][i] = gain_left(i, i)
        for j in range(i + 1, n):
            lead[i][j] = max(gain_left(i, j) - lead[i + 1][j], gain_right(i, j) - lead[i][j - 1])
    return lead


def interval_line(values: list[int], lead: list[list[int]], gain_left: Callable[[int, int], int],
                  gain_right: Callable[[int, int], int], players: tuple[str, str],
                  verb: str = "takes", scored: bool = False,
                  name: str = "dp") -> tuple[list[dict], list[list[int]]]:
    """The optimal line on values (the left end on a tie) and the cells [i, j] it passes through."""
    n = len(values)
    scores = {name: 0 for name in players}
    turns, path = [], []
    i, j = 0, n - 1
    for turn in range(n):
        player = players[turn % 2]
        path.append([i, j])
        state, value = f"{name}[{i}][{j}]", lead[i][j]
        inner_left = lead[i + 1][j] if i < j else 0
        inner_right = lead[i][j - 1] if i < j else 0
        if i == j or gain_left(i, j) - inner_left >= gain_right(i, j) - inner_right:
            gained, taken, side = gain_left(i, j), values[i], "left"
            i += 1
        else:
            gained, taken, side = gain_right(i, j), values[j], "right"
            j -= 1
        scores[player] += gained
        move = f"{verb} {taken} from the {side}" + (f" and scores {gained}" if scored else "")
        turns.append({"player": player, "move": move, "scores": dict(scores), "state": state,
                      "value": value})
    return turns, path


def index_labels(values: list, name: str = "i") -> list[str]:
    return [f"{name}={k} ({v})" for k, v in enumerate(values)]


def interval_fill(n: int) -> list[list[int]]:
    """The cells of an upper-triangular table by growing interval length."""
    return [[i, i + length - 1] for length in range(1, n + 1) for i in range(n - length + 1)]


def upper_triangle(n: int, cell: Callable[[int, int], int | str]) -> list[list]:
    return [[cell(i, j) if j >= i else None for j in range(n)] for i in range(n)]


INTERVAL_ORDER = ("by interval length: the diagonal (one item) first, then every interval of two, "
                  "three, ... items; the answer sits in the top-right corner")


def take_an_end(values: list[int], players: tuple[str, str], title: str, meaning: str,
                cell: Callable[[list[list[int]], int, int], int | str] | None = None,
                recurrence: str = "dp[i][j] = max(v[i] - dp[i+1][j], v[j] - dp[i][j-1]); dp[i][i] = v[i]",
                verb: str = "takes", name: str = "dp") -> dict:
    """The lead table of the plain take-an-end game, with its optimal line; `cell` may show a
    different quantity per interval (it gets the lead table, i and j)."""
    n = len(values)
    lead = interval_lead(values, lambda i, j: values[i], lambda i, j: values[j])
    turns, path = interval_line(values, lead, lambda i, j: values[i], lambda i, j: values[j], players, verb,
                                name=name)
    shown = cell or (lambda lead, i, j: lead[i][j])
    for turn, (i, j) in zip(turns, path):
        turn["value"] = shown(lead, i, j)  # the state's value as the table shows it
    corner = n - 1
    if n == 1:
        derivation = f"{name}[0][0] = v[0] = {values[0]}"
    else:
        left, right = values[0] - lead[1][corner], values[corner] - lead[0][corner - 1]
        derivation = (f"{name}[0][{corner}] = max({values[0]} - {lead[1][corner]}, {values[corner]} - "
                      f"{lead[0][corner - 1]}) = max({left}, {right}) = {lead[0][corner]}")
    table = {
        "title": title, "meaning": meaning, "recurrence": recurrence.replace("dp", name),
        "fill_order": INTERVAL_ORDER,
        "row_labels": index_labels(values, "i"), "col_labels": index_labels(values, "j"),
        "cells": upper_triangle(n, lambda i, j: shown(lead, i, j)), "answer_cell": [0, corner],
        "path": path, "fill": interval_fill(n), "derivation": derivation,
    }
    return {"table": table, "line": turns, "lead": lead[0][corner]}


def win_array(n: int, moves: Callable[[int], list[int]], title: str, meaning: str, recurrence: str,
              players: tuple[str, str], verb: str, unit: str) -> dict:
    """A win/lose array over a count (the mover with no move loses) and its optimal line: a winner
    leaves a losing count, a loser makes the smallest move."""
    win = [False] * (n + 1)
    for k in range(1, n + 1):
        win[k] = any(not win[k - m] for m in moves(k))
    turns, path = [], []
    k, turn = n, 0
    while moves(k):
        path.append([0, k])
        good = [m for m in moves(k) if not win[k - m]]
        m = good[0] if good else min(moves(k))
        note = "" if good else " (every move loses)"
        turns.append({"player": players[turn], "move": f"{verb} {m}, {k - m} {unit} left{note}",
                      "scores": {}, "state": f"dp[{k}]", "value": "W" if win[k] else "L"})
        k -= m
        turn = 1 - turn
    path.append([0, k])
    turns.append({"player": players[turn], "move": f"has no move at {k} and loses", "scores": {},
                  "state": f"dp[{k}]", "value": "L"})
    table = {
        "title": title, "meaning": meaning, "recurrence": recurrence,
        "fill_order": "left to right: each entry needs only smaller counts",
        "row_labels": ["dp"], "col_labels": [str(k) for k in range(n + 1)],
        "cells": [["W" if w else "L" for w in win]], "answer_cell": [0, n], "path": path,
        "fill": [[0, k] for k in range(n + 1)],
        "derivation": f"dp[{n}] = {'W' if win[n] else 'L'}: " + (
            "some move leaves the other player on an L" if win[n] else "every move leaves a W"),
    }
    return {"table": table, "line": turns, "win": win[n]}


def suffix_lead(values: list[int], most: int, players: tuple[str, str], name: str = "dp") -> dict:
    """Take 1..most items from the front: lead[i] is how far the mover finishes ahead on values[i:]."""
    n = len(values)
    lead = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        lead[i] = max(sum(values[i:i + k]) - lead[i + k] for k in range(1, most + 1) if i + k <= n)
    turns, path = [], []
    scores = {p: 0 for p in players}
    i, turn = 0, 0
    while i < n:
        path.append([0, i])
        k = next(k for k in range(1, most + 1) if i + k <= n and sum(values[i:i + k]) - lead[i + k] == lead[i])
        scores[players[turn]] += sum(values[i:i + k])
        turns.append({"player": players[turn], "move": f"takes {k} ({' + '.join(map(str, values[i:i + k]))})",
                      "scores": dict(scores), "state": f"{name}[{i}]", "value": lead[i]})
        i += k
        turn = 1 - turn
    path.append([0, n])
    options = ", ".join(f"sum(v[0..{k - 1}]) - {name}[{k}] = {sum(values[:k]) - lead[k]}"
                        for k in range(1, most + 1) if k <= n)
    table = {
        "title": f"{name}[i] for {values}", "meaning": f"{name}[i]: how far the player to move can "
                                                   "finish ahead on the items from i to the end",
        "recurrence": f"{name}[i] = max over k = 1..{most} of (v[i] + ... + v[i+k-1]) - {name}[i+k]; {name}[n] = 0",
        "fill_order": "right to left: the empty suffix first, the whole row (i = 0) last",
        "row_labels": [name], "col_labels": [f"i={k} ({v})" for k, v in enumerate(values)] + [f"i={n} (end)"],
        "cells": [lead], "answer_cell": [0, 0], "path": path,
        "fill": [[0, k] for k in range(n, -1, -1)],
        "derivation": f"{name}[0] = max({options}) = {lead[0]}",
    }
    return {"table": table, "line": turns, "lead": lead[0]}
