# A depth-first search that scores a state already on the current search path as a draw and then
# memoises what it found. The draw it assumed for the repeated state is only provisional: once the
# search finishes that state, answers computed from the provisional draw may be wrong but stay cached.
class Solution:
    def catMouseGame(self, graph: List[List[int]]) -> int:
        memo = {}
        on_path = set()

        def play(mouse: int, cat: int, mouse_turn: bool) -> int:
            if mouse == 0:
                return 1
            if mouse == cat:
                return 2
            state = (mouse, cat, mouse_turn)
            if state in memo:
                return memo[state]
            if state in on_path:
                return 0
            on_path.add(state)
            if mouse_turn:
                results = [play(m, cat, False) for m in graph[mouse]]
                best = 1 if 1 in results else 0 if 0 in results else 2
            else:
                results = [play(mouse, c, True) for c in graph[cat] if c != 0]
                best = 2 if 2 in results else 0 if 0 in results else 1
            on_path.discard(state)
            memo[state] = best
            return best

        return play(1, 2, True)
