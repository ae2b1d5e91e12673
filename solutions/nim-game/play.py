"""The optimal line of play for Nim Game, turn by turn (for showing counterexamples)."""

from __future__ import annotations

PLAYERS = ("you", "friend")
SHOWN_ROUNDS = 6  # a long game repeats one pattern: the first and last rounds say it all


def line_of_play(n: int) -> list[dict]:
    """Each turn as {"player", "move", "scores"}.

    The player who can hands back a multiple of 4; a player facing a multiple of 4 takes one stone
    (every move loses). Long games skip their middle rounds of four stones in one row.
    """
    turns: list[dict] = []
    stones, turn = n, 0
    skip_at = 4 * SHOWN_ROUNDS  # rows of play shown before the skip
    while stones > 0:
        if len(turns) == skip_at and stones > 8 * SHOWN_ROUNDS:
            rounds = (stones - 4 * SHOWN_ROUNDS) // 4
            stones -= 4 * rounds
            turns.append({"player": "both", "move": f"... {rounds} more rounds of 4 stones, "
                          f"{stones} left", "scores": {}})
            continue
        take = stones % 4 or 1
        stones -= take
        move = f"takes {take} stone{'s' if take > 1 else ''}, {stones} left"
        if (stones + take) % 4 == 0:
            move += " (every move loses)"
        turns.append({"player": PLAYERS[turn], "move": move, "scores": {}})
        turn = 1 - turn
    return turns
