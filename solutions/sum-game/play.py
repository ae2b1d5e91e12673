"""One optimal line of play for Sum Game with the value of each state along it. A state is the
string so far; what decides it is (the '?' left in each half, left sum - right sum, who moves),
searched exactly for short strings. The values agree with the known rule (Bob wins exactly when the
'?' count is even and 2 * (left sum - right sum) == 9 * (right '?' - left '?')), but are not taken
from it: the line shows why, move by move."""

from __future__ import annotations

from functools import cache

NOTE = ("sum-game has no table (a state is the '?' left in each half, the gap between the halves and "
        "the mover): the optimal line of play is shown with the value of each state")
LIMIT = {"num": 16}
PLAYERS = ("Alice", "Bob")


def line_of_play(num: str) -> list[dict]:
    half = len(num) // 2

    @cache
    def winner(left_q: int, right_q: int, gap: int, turn: int) -> int:
        """0 if Alice wins from here, 1 if Bob does (gap = left digits' sum - right digits' sum)."""
        if left_q == right_q == 0:
            return 1 if gap == 0 else 0
        results = {winner(*after, 1 - turn) for after in _moves(left_q, right_q, gap)}
        return turn if turn in results else 1 - turn

    digits = list(num)
    turn, turns = 0, []
    while True:
        left_q, right_q = digits[:half].count("?"), digits[half:].count("?")
        gap = _sum(digits[:half]) - _sum(digits[half:])
        won = winner(left_q, right_q, gap, turn)
        state, value = f"{''.join(digits)} gap={gap:+d}", f"{PLAYERS[won]} wins"
        if left_q == right_q == 0:
            end = "the halves are equal: Bob wins" if gap == 0 else "the halves differ: Alice wins"
            turns.append({"player": PLAYERS[turn], "move": end, "scores": {}, "state": state, "value": value})
            return turns
        # the mover's first move that keeps its result (a loser's every move keeps it)
        for side in ("left", "right"):
            q = left_q if side == "left" else right_q
            chosen = next((d for d in range(10) if q and winner(*_place(left_q, right_q, gap, side, d), 1 - turn)
                           == won), None)
            if chosen is not None:
                break
        assert chosen is not None
        at = digits.index("?") if side == "left" else digits.index("?", half)
        digits[at] = str(chosen)
        turns.append({"player": PLAYERS[turn], "move": f"writes {chosen} at position {at} ({side} half)",
                      "scores": {}, "state": state, "value": value})
        turn = 1 - turn


def _sum(digits: list[str]) -> int:
    return sum(int(d) for d in digits if d != "?")


def _place(left_q: int, right_q: int, gap: int, side: str, digit: int) -> tuple[int, int, int]:
    if side == "left":
        return left_q - 1, right_q, gap + digit
    return left_q, right_q - 1, gap - digit


def _moves(left_q: int, right_q: int, gap: int) -> list[tuple[int, int, int]]:
    return [_place(left_q, right_q, gap, side, d) for side in ("left", "right")
            if (left_q if side == "left" else right_q) for d in range(10)]
