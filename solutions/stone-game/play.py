"""One optimal line of play for Stone Game, to show a counterexample turn by turn."""

from __future__ import annotations

from game_lines import take_from_either_end  # solutions/_shared/game_lines.py


def line_of_play(piles: list[int]) -> list[dict]:
    return take_from_either_end(piles, ("Alice", "Bob"))
