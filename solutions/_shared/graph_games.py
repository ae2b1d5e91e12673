"""Retrograde analysis for the graph games (cat and mouse), shared by the bank's table.py / play.py
files: every state's winner and how many plies best play takes to get there, and the line of play
that follows from them. Runs in the judge on small inputs only (every state is listed).
"""

from __future__ import annotations

from collections import defaultdict, deque
from collections.abc import Callable, Hashable, Iterable

State = Hashable


def solve(states: Iterable[State], moves: Callable[[State], list], mover: Callable[[State], int],
          ended: Callable[[State], int | None]) -> tuple[dict, dict, list]:
    """(winner, plies, order): winner[s] is the player (0 or 1) who can force a win from s, absent
    when neither can (a draw); plies[s] is how long that takes with the winner hurrying and the loser
    holding out; order lists the decided states in the order the analysis decided them.

    `ended(s)` is the winner of a finished position (None while the game goes on). Walking back from
    the finished positions: a state whose mover can step into its own win is won; one all of whose
    moves lose is lost. Breadth first, so a win is decided at its fastest and a loss at its slowest.
    """
    states = list(states)
    after = {s: [] if ended(s) is not None else list(moves(s)) for s in states}
    before: dict[State, list] = defaultdict(list)
    for s, nexts in after.items():
        for t in nexts:
            before[t].append(s)
    left = {s: len(nexts) for s, nexts in after.items()}
    winner: dict[State, int] = {}
    plies: dict[State, int] = {}
    order: list[State] = []
    queue: deque = deque()
    for s in states:
        if ended(s) is not None:
            winner[s], plies[s] = ended(s), 0
            order.append(s)
            queue.append(s)
    while queue:
        t = queue.popleft()
        for s in before[t]:
            if s in winner:
                continue
            if winner[t] == mover(s):
                decided = True
            else:
                left[s] -= 1
                decided = left[s] == 0
            if decided:
                winner[s], plies[s] = winner[t], plies[t] + 1
                order.append(s)
                queue.append(s)
    return winner, plies, order


def best_line(start: State, moves: Callable[[State], list], mover: Callable[[State], int],
              ended: Callable[[State], int | None], winner: dict,
              plies: dict) -> tuple[list[tuple[State, State]], State, bool]:
    """The optimal line from `start` as (state, next state) steps, the last state, and whether it
    stopped because a position came back. The winner takes a fastest winning move, the loser a move
    that holds out longest, a drawing player stays on drawn states (the first such move)."""
    steps: list[tuple[State, State]] = []
    seen = set()
    state = start
    while ended(state) is None and state not in seen:
        seen.add(state)
        options = moves(state)
        won = winner.get(state)
        if won is None:
            nxt = next(t for t in options if winner.get(t) is None)
        elif won == mover(state):
            nxt = next(t for t in options if winner.get(t) == won and plies[t] == plies[state] - 1)
        else:
            nxt = max(options, key=lambda t: plies[t])
        steps.append((state, nxt))
        state = nxt
    return steps, state, ended(state) is None
