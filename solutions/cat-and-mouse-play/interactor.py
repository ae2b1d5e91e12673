"""Cat and Mouse played move by move, you the mouse: the game model the shared referee judges a
strategy with. A position is (mouse node, cat node, player to move), solved by the retrograde
analysis of solutions/_shared/graph_games.py. From the mover's view a position won in p plies is
worth BIG - p, lost in p plies -(BIG - p), a draw 0: so the best move wins fastest and, losing,
holds out longest."""

from __future__ import annotations

from graph_games import solve
from referee import Illegal, Option

PLAYERS = ("mouse", "cat")
MOUSE, CAT = 0, 1
BIG = 1 << 20
Position = tuple[int, int, int]


class CatAndMouse:
    players = PLAYERS
    sides = (MOUSE,)

    def __init__(self, graph: list[list[int]]) -> None:
        self.graph = graph
        n = len(graph)
        states = [(m, c, t) for m in range(n) for c in range(1, n) for t in (MOUSE, CAT)]
        winner, plies, _ = solve(states, self._nexts, lambda s: s[2], self._ended)
        self._values = {s: 0 if s not in winner else
                        (BIG - plies[s] if winner[s] == s[2] else -(BIG - plies[s])) for s in states}

    @staticmethod
    def _ended(s: Position) -> int | None:
        m, c, _ = s
        return MOUSE if m == 0 else CAT if m == c else None

    def _nexts(self, s: Position) -> list[Position]:
        m, c, t = s
        if t == MOUSE:
            return [(x, c, CAT) for x in self.graph[m]]
        return [(m, y, MOUSE) for y in self.graph[c] if y != 0]

    def start(self) -> Position:
        return (1, 2, MOUSE)

    def turn(self, position: Position) -> int | None:
        return None if self._ended(position) is not None else position[2]

    def value(self, position: Position) -> int:
        return self._values[position]

    def options(self, position: Position) -> list[Option]:
        found = []
        for after in self._nexts(position):
            worth = -self._values[after]  # one ply further: a win a ply later, a loss a ply later
            worth += -1 if worth > 0 else 1 if worth < 0 else 0
            node = after[0] if position[2] == MOUSE else after[1]
            found.append(Option(node, f"to {node}", after, worth))
        return found

    def keeps(self, value: int, worth: int) -> bool:
        # win fastest; from a draw, never into a loss; a lost position has no wrong move
        return worth == value if value > 0 else (worth >= 0) == (value >= 0)

    def view(self, position: Position, last: int | None) -> tuple:
        return (position[0], position[1], last)

    def read(self, position: Position, answer: object) -> int:
        if isinstance(answer, bool) or not isinstance(answer, int):
            raise Illegal(f"expected a node, got {answer!r}")
        if answer not in self.graph[position[0]]:
            raise Illegal(f"node {answer} is not joined to node {position[0]}")
        return answer

    def show(self, position: Position) -> str:
        m, c, t = position
        return f"mouse on {m}, cat on {c}, {PLAYERS[t]} to move"

    def say(self, worth: int) -> str:
        if worth > 0:
            return f"you win in {BIG - worth} plies"
        if worth < 0:
            return f"you lose in {BIG + worth} plies"
        return "a draw"

    def bound(self) -> int:
        return 2 * len(self.graph) ** 2


def model(graph: list[list[int]]) -> CatAndMouse:
    return CatAndMouse(graph)
