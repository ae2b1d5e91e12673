"""An optimal game of Flip Game II, turn by turn (for showing counterexamples).

The player who can win flips a pair that leaves the Grundy XOR of the runs at 0; the other flips
the leftmost pair. The "scores" column shows the string after each flip.
"""

from __future__ import annotations

PLAYERS = ("first", "second")


def _grundy(limit: int) -> list[int]:
    g = [0] * (limit + 1)
    for length in range(2, limit + 1):
        reachable = {g[a] ^ g[length - 2 - a] for a in range(length - 1)}
        g[length] = next(v for v in range(len(reachable) + 1) if v not in reachable)
    return g


def _xor(state: str, g: list[int]) -> int:
    total = 0
    for run in state.split("-"):
        total ^= g[len(run)]
    return total


def line_of_play(currentState: str) -> list[dict]:
    g = _grundy(len(currentState))
    state, turns, turn = currentState, [], 0
    while True:
        moves = [i for i in range(len(state) - 1) if state[i:i + 2] == "++"]
        if not moves:
            return turns
        after = [state[:i] + "--" + state[i + 2:] for i in moves]
        pick = next((k for k, s in enumerate(after) if _xor(s, g) == 0), 0)
        state = after[pick]
        turns.append({"player": PLAYERS[turn],
                      "move": f"flips {moves[pick]} and {moves[pick] + 1}",
                      "scores": {"string": state}})
        turn = 1 - turn
