"""One optimal line of play for Pots of Gold, to show a counterexample turn by turn."""

from __future__ import annotations

from judge.bank.lines import take_from_either_end


def line_of_play(pots: list[int]) -> list[dict]:
    return take_from_either_end(pots, ("A", "B"))
