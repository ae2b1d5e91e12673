"""An optimal line of play for the Chalkboard XOR Game, turn by turn (for showing counterexamples)."""

from __future__ import annotations

from functools import reduce
from operator import xor

PLAYERS = ("Alice", "Bob")


NOTE = ("chalkboard-xor-game has no table (a state is the set of numbers left): the optimal line of play "
        "is shown with the value of each state: the player to move wins exactly when the XOR is 0 or an "
        "even count of numbers is left")


def line_of_play(nums: list[int]) -> list[dict]:
    """Each turn as {"player", "move", "scores", "state", "value"}.

    A player who can win erases the first number that leaves the other player a lost board; one who
    cannot erases a number that keeps the XOR non-zero if there is one (every move loses anyway).
    """
    board = list(nums)
    turns = []
    turn = 0
    total = reduce(xor, board, 0)
    while total != 0:
        state, value = _state(board, total), _value(board, total, turn)
        # Erasing board[i] leaves XOR total ^ board[i]; the other player then loses exactly when
        # that is non-zero and an odd count is left.
        safe = [i for i in range(len(board)) if board[i] != total]
        winning = bool(safe) and (len(board) - 1) % 2 == 1
        erased = board.pop(safe[0] if safe else 0)
        total ^= erased
        note = "" if winning else " (every move loses)"
        turns.append({"player": PLAYERS[turn], "move": f"erases {erased}, XOR now {total}{note}",
                      "scores": {}, "state": state, "value": value})
        turn = 1 - turn
    turns.append({"player": PLAYERS[turn], "move": "starts the turn with XOR 0 and wins",
                  "scores": {}, "state": _state(board, total), "value": _value(board, total, turn)})
    return turns


def _state(board: list[int], total: int) -> str:
    return f"{board} XOR={total}"


def _value(board: list[int], total: int, turn: int) -> str:
    """Who wins with `turn` to move: the mover, exactly when the XOR is 0 or the count is even."""
    return f"{PLAYERS[turn if total == 0 or len(board) % 2 == 0 else 1 - turn]} wins"
