# A table over the plies still allowed instead of a retrograde walk: with d plies left, a position
# is worth what its best move is worth with d - 1 left, up to 2n^2 plies (no forced win takes more,
# there are fewer positions). Right, but 2n^2 layers of every (mouse, cat, turn) position: about
# n^4 * degree steps, tens of millions at n = 50. (Re-running the retrograde walk on every move is
# not slow enough to fail here: the graphs are sparse, a walk takes milliseconds.)
class Strategy:
    def __init__(self, graph: List[List[int]]):
        n = len(graph)
        self.graph = graph
        top = 4 * n * n  # a mouse win after j plies scores top - j, a cat win -(top - j), a draw 0

        def later(score: int) -> int:  # the same result one ply further away
            return score - 1 if score > 0 else score + 1 if score < 0 else 0

        # worth[m][c][t] with the plies left so far; t = 0 the mouse moves, 1 the cat
        worth = [[[top if m == 0 else -top if m == c else 0] * 2 for c in range(n)] for m in range(n)]
        for _ in range(2 * n * n):
            fresh = [[[0, 0] for _ in range(n)] for _ in range(n)]
            for m in range(n):
                for c in range(1, n):
                    if m == 0 or m == c:
                        fresh[m][c] = worth[m][c]
                        continue
                    fresh[m][c][0] = max(later(worth[x][c][1]) for x in graph[m])
                    # a cat whose only neighbour is the hole never gets there (it starts at 2): call it a draw
                    fresh[m][c][1] = min((later(worth[m][y][0]) for y in graph[c] if y != 0), default=0)
            worth = fresh
        self.worth = worth

    def move(self, mouse: int, cat: int, last: Optional[int]) -> int:
        return max(self.graph[mouse], key=lambda x: self.worth[x][cat][1])
