# Correct but too slow: the memoised search over (mouse, cat, plies played) with a cap that is
# always safe, 2n^2 plies (no forced win takes longer than there are states). The plies make the
# state space n times bigger: about 2n^4 states at worst.
class Solution:
    def catMouseGame(self, graph: List[List[int]]) -> int:
        n = len(graph)
        cap = 2 * n * n

        @cache
        def play(mouse: int, cat: int, plies: int) -> int:
            if mouse == 0:
                return 1
            if mouse == cat:
                return 2
            if plies == cap:
                return 0
            if plies % 2 == 0:
                results = [play(m, cat, plies + 1) for m in graph[mouse]]
                return 1 if 1 in results else 0 if 0 in results else 2
            results = [play(mouse, c, plies + 1) for c in graph[cat] if c != 0]
            return 2 if 2 in results else 0 if 0 in results else 1

        return play(1, 2, 0)
