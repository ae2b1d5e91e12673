"""One optimal line of play for Stone Game IX with the value of each state along it. Only a stone's
value mod 3 matters, so a state is (how many stones of each residue are left, the running sum mod 3,
who moves): a small search over those counts, not a table (three counts and a sum)."""

from __future__ import annotations

from functools import cache

NOTE = ("stone-game-ix has no table (a state is three counts, the sum mod 3 and the mover): the optimal "
        "line of play is shown with the value of each state; left=a/b/c counts the stones left whose "
        "value is 0, 1 and 2 mod 3")
LIMIT = {"stones": 30}
PLAYERS = ("Alice", "Bob")


def line_of_play(stones: list[int]) -> list[dict]:
    @cache
    def outcome(left: tuple[int, int, int], total: int, turn: int) -> tuple[int, int]:
        """(winner, moves until the game ends) with the winner hurrying and the loser holding out."""
        if sum(left) == 0:
            return 1, 0  # every stone taken and nobody lost: Bob wins
        options = [taking(left, total, turn, r) for r in range(3) if left[r]]
        wins = [length for won, length in options if won == turn]
        if wins:
            return turn, min(wins)
        return 1 - turn, max(length for _, length in options)

    def taking(left: tuple[int, int, int], total: int, turn: int, r: int) -> tuple[int, int]:
        """What taking a stone of residue r leads to, as (winner, moves until the end)."""
        after = (total + r) % 3
        if after == 0:
            return 1 - turn, 1  # the mover made a multiple of 3 and loses at once
        rest = tuple(k - (i == r) for i, k in enumerate(left))
        won, length = outcome(rest, after, 1 - turn)
        return won, length + 1

    left = [0, 0, 0]
    for stone in stones:
        left[stone % 3] += 1
    pool = {r: [s for s in stones if s % 3 == r] for r in range(3)}
    total, turn = 0, 0
    turns = []
    while True:
        won, length = outcome(tuple(left), total, turn)
        state = _state(left, total)
        value = f"{PLAYERS[won]} wins" + (f" in {length} move{'s' if length != 1 else ''}" if length else "")
        if sum(left) == 0:
            turns.append({"player": PLAYERS[turn], "move": "no stone left and nobody lost: Bob wins",
                          "scores": {}, "state": state, "value": value})
            return turns
        best = next(r for r in range(3) if left[r] and taking(tuple(left), total, turn, r) == (won, length))
        stone = pool[best].pop()
        total = (total + best) % 3
        left[best] -= 1
        if total == 0:
            turns.append({"player": PLAYERS[turn], "scores": {}, "state": state, "value": value,
                          "move": f"takes {stone}: the sum is a multiple of 3, so {PLAYERS[turn]} loses"})
            return turns
        turns.append({"player": PLAYERS[turn], "move": f"takes {stone} (sum mod 3 now {total})", "scores": {},
                      "state": state, "value": value})
        turn = 1 - turn


def _state(left: list[int], total: int) -> str:
    return f"sum%3={total} left={left[0]}/{left[1]}/{left[2]}"
