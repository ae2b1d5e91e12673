"""Alice's one decision in the digit game, with both sums (for showing counterexamples)."""

from __future__ import annotations

NOTE = "find-if-digit-game-can-be-won has no table: Alice makes one choice, shown with both sums"


def line_of_play(nums: list[int]) -> list[dict]:
    single = sum(v for v in nums if v < 10)
    double = sum(v for v in nums if v >= 10)
    if single == double:
        move = f"either choice ties ({single} against {double}): Alice cannot win"
        scores = {"Alice": single, "Bob": double}
    elif single > double:
        move = f"takes the one-digit numbers: {single} against {double}"
        scores = {"Alice": single, "Bob": double}
    else:
        move = f"takes the two-digit numbers: {double} against {single}"
        scores = {"Alice": double, "Bob": single}
    return [{"player": "Alice", "move": move, "scores": scores}]
