"""`judge play`: a game from the problem's own game.py against an opponent that always plays a best
move. This module keeps the position and the scores; the terminal loop is the CLI's.

Each solutions/<slug>/game.py defines LIMIT ({parameter: largest size playable}) and
make(**args) -> a game object (the protocol is described in solutions/_shared/games.py). The game
object lives in a confined child of its own (sandbox/support.py), never in the judge: `Game` below
asks it for each answer, and its states reach the judge only as the child's handles.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from judge.bank.spec import Problem
from judge.explain.sizes import GAME_NEEDS, check_input, limit_of, too_large
from judge.model.errors import InputError, ProblemFaultError
from judge.sandbox.support import SupportProcess, support


class Game:
    """A game.py's game, played in its child. The same methods as the game object (players, goals,
    start, turn, moves, value, show, say, result); a state is a handle (an int). The game is a pure
    function of its states, so each answer is asked for once."""

    def __init__(self, process: SupportProcess, made: Any) -> None:
        if not isinstance(made, dict) or not isinstance(made.get("game"), int):
            raise ProblemFaultError(f"{process.path}: make() gave no game")
        self.process, self.number = process, made["game"]
        self.players: list[str] = list(made.get("players") or [])
        self.goals: list[str] = list(made.get("goals") or [])
        if len(self.players) != 2 or len(self.goals) != 2:
            raise ProblemFaultError(f"{process.path}: a game needs two players and two goals")
        self._known: dict[tuple[Any, ...], Any] = {}

    def _ask(self, method: str, *args: Any) -> Any:
        key = (method, *(repr(arg) for arg in args))
        if key not in self._known:
            self._known[key] = self.process.call("play", self.number, method, *args)
        return self._known[key]

    def start(self) -> Any:
        return self._ask("start")

    def turn(self, state: Any) -> int:
        return int(self._ask("turn", state))

    def moves(self, state: Any) -> list[dict[str, Any]]:
        moves = self._ask("moves", state)
        if not isinstance(moves, list) or not all(isinstance(move, dict) for move in moves):
            raise ProblemFaultError(f"{self.process.path}: moves() must give a list of moves")
        return moves

    def value(self, state: Any) -> Any:
        return self._ask("value", state)

    def show(self, state: Any) -> str:
        return str(self._ask("show", state))

    def say(self, value: Any) -> str:
        return str(self._ask("say", value))

    def result(self, scores: dict[str, int], state: Any) -> str:
        return str(self.process.call("play", self.number, "result", scores, state))


def load_game(problem: Problem, args: dict[str, Any] | None) -> tuple[Game, dict[str, Any]]:
    """The game on `args` (the first example's input when None)."""
    path = problem.solutions_dir / "game.py"
    if not path.is_file():
        raise InputError(f"{problem.slug} has no game.py: it cannot be played in the terminal yet")
    if args is None:
        args = dict(problem.examples[0].args)
    check_input(problem, args)
    process = support(path, "game", GAME_NEEDS)
    reason = too_large(limit_of(process, {}), args)
    if reason:
        raise InputError(f"too large to play: {reason.replace('fits on screen', 'can be played')}")
    return Game(process, process.call("make_game", args)), args


def worth(game: Any, move: dict[str, Any]) -> Any:
    """What a move leads to with best play afterwards (the first player's view)."""
    return move["gain"] + game.value(move["next"])


def best_move(game: Any, state: Any) -> dict[str, Any]:
    """A best move for the player to move (the first of equally good ones)."""
    moves = game.moves(state)
    wants_max = game.goals[game.turn(state)] == "max"
    return (max if wants_max else min)(moves, key=lambda m: worth(game, m))


@dataclass
class Session:
    game: Any
    you: int  # 0: you move first, 1: the opponent does
    state: Any = None
    scores: dict[str, int] = field(default_factory=dict)
    gained: Any = 0  # the value collected so far (gains of the moves made)

    def __post_init__(self) -> None:
        self.state = self.game.start()
        self.scores = {name: 0 for name in self.game.players}

    @property
    def over(self) -> bool:
        return not self.game.moves(self.state)

    @property
    def your_turn(self) -> bool:
        return self.game.turn(self.state) == self.you

    def options(self) -> list[dict[str, Any]]:
        return self.game.moves(self.state)

    def play(self, key: str) -> dict[str, Any] | None:
        """Make your move `key`; None when no legal move has that key."""
        for move in self.options():
            if move["key"] == key:
                self._apply(move)
                return move
        return None

    def reply(self) -> dict[str, Any]:
        move = best_move(self.game, self.state)
        self._apply(move)
        return move

    def _apply(self, move: dict[str, Any]) -> None:
        self.gained += move["gain"]
        for name, points in move["points"].items():
            self.scores[name] = self.scores.get(name, 0) + points
        self.state = move["next"]

    def final_value(self) -> Any:
        return self.gained + self.game.value(self.state)

    def result(self) -> str:
        return self.game.result(self.scores, self.state)


def optimal_session(game: Any) -> Session:
    """Both players playing best moves from the start to the end."""
    session = Session(game, you=-1)
    while not session.over:
        session.reply()
    return session


def line_from_game(problem: Problem, args: dict[str, Any]) -> list[dict[str, Any]]:
    """The optimal line of a game.py, turn by turn, with the value of each state it passes."""
    game, _ = load_game(problem, args)
    session = Session(game, you=-1)
    turns = []
    while not session.over:
        mover = game.players[game.turn(session.state)]
        value = game.say(session.gained + game.value(session.state))
        before = game.show(session.state)
        move = session.reply()
        turns.append(
            {
                "player": mover,
                "move": move["label"],
                "scores": dict(session.scores) if any(m for m in session.scores.values()) else {},
                "state": before,
                "value": value,
            }
        )
    return turns
