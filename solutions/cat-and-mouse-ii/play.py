"""One optimal line of play for Cat and Mouse II with the value of each state along it (the states,
mouse cell x cat cell x mover, are too many to draw as a table): retrograde analysis over every
state; a state neither side can force is the cat's, since the turn limit gives it every endless game."""

from __future__ import annotations

from graph_games import best_line, solve

NOTE = ("cat-and-mouse-ii has no table (its states, mouse cell x cat cell x mover, are too many to "
        "draw): the optimal line of play is shown with the value of each state")
PLAYERS = ("Mouse", "Cat")
MOUSE, CAT = 0, 1


def line_of_play(grid: list[str], catJump: int, mouseJump: int) -> list[dict]:  # noqa: N803 - LeetCode's names
    rows, cols = len(grid), len(grid[0])
    floor = [(r, c) for r in range(rows) for c in range(cols) if grid[r][c] != "#"]
    where = {ch: (r, c) for r in range(rows) for c in range(cols) for ch in "CMF" if grid[r][c] == ch}
    food = where["F"]

    def reach(cell: tuple[int, int], jump: int) -> list[tuple[int, int]]:
        found = [cell]  # staying put is a move
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            for step in range(1, jump + 1):
                r, c = cell[0] + dr * step, cell[1] + dc * step
                if not (0 <= r < rows and 0 <= c < cols) or grid[r][c] == "#":
                    break
                found.append((r, c))
        return found

    mouse_reach = {cell: reach(cell, mouseJump) for cell in floor}
    cat_reach = {cell: reach(cell, catJump) for cell in floor}

    def ended(s: tuple) -> int | None:
        m, c, _ = s
        if m == c or c == food:
            return CAT
        return MOUSE if m == food else None

    def moves(s: tuple) -> list[tuple]:
        m, c, turn = s
        if turn == MOUSE:
            return [(x, c, CAT) for x in mouse_reach[m]]
        return [(m, y, MOUSE) for y in cat_reach[c]]

    def mover(s: tuple) -> int:
        return s[2]

    states = [(m, c, t) for m in floor for c in floor for t in (MOUSE, CAT)]
    winner, plies, _ = solve(states, moves, mover, ended)

    def value(s: tuple) -> str:
        if s not in winner:
            return "cat wins (the mouse cannot force the food: the turn limit)"
        said = "mouse wins" if winner[s] == MOUSE else "cat wins"
        return said if ended(s) is not None else f"{said} in {plies[s]} {'ply' if plies[s] == 1 else 'plies'}"

    start = (where["M"], where["C"], MOUSE)
    steps, last, repeated = best_line(start, moves, mover, ended, winner, plies)
    turns = []
    for s, t in steps:
        who = s[2]
        frm, to = (s[0], t[0]) if who == MOUSE else (s[1], t[1])
        move = "stays at " + _cell(frm) if frm == to else f"jumps {_cell(frm)} -> {_cell(to)}"
        if t[0] == t[1]:
            move += ": onto the mouse" if who == CAT else ": onto the cat"
        elif ended(t) is not None:
            move += ": reaches the food first"
        turns.append({"player": PLAYERS[who], "move": move, "scores": {}, "state": _state(s),
                      "value": value(s)})
    if repeated:
        turns.append({"player": PLAYERS[last[2]], "scores": {}, "state": _state(last), "value": value(last),
                      "move": "the position has come back: the mouse cannot force the food, so the "
                              "cat wins when the turns run out"})
    return turns


def _cell(cell: tuple[int, int]) -> str:
    return f"({cell[0]},{cell[1]})"


def _state(s: tuple) -> str:
    return f"M{_cell(s[0])} C{_cell(s[1])} {PLAYERS[s[2]].lower()} to move"
