"""An optimal game of Can I Win, turn by turn (for showing counterexamples).

The player to move takes a number that wins at once if there is one, else one that leaves the other
player losing, else the largest number left. A pool too small for the target is played out in
full: nobody wins it. The "scores" column shows the running total.
"""

from __future__ import annotations

PLAYERS = ("first", "second")


def line_of_play(maxChoosableInteger: int, desiredTotal: int) -> list[dict]:
    m, target = maxChoosableInteger, desiredTotal
    reachable = m * (m + 1) // 2 >= target
    memo: dict[int, bool] = {}

    def wins(taken: int, need: int) -> bool:
        if taken not in memo:
            memo[taken] = any(
                not taken >> n & 1 and (n >= need or not wins(taken | 1 << n, need - n))
                for n in range(m, 0, -1))
        return memo[taken]

    turns: list[dict] = []
    taken, total, turn = 0, 0, 0
    while total < target and len(turns) < m:
        free = [n for n in range(m, 0, -1) if not taken >> n & 1]
        need = target - total
        pick = next((n for n in free if n >= need), None)
        if pick is None and reachable:
            pick = next((n for n in free if not wins(taken | 1 << n, need - n)), None)
        pick = free[0] if pick is None else pick
        taken |= 1 << pick
        total += pick
        turns.append({"player": PLAYERS[turn],
                      "move": f"takes {pick}" + (" and reaches the target" if total >= target else ""),
                      "scores": {"total": total}})
        turn = 1 - turn
    return turns
