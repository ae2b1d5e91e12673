"""Retrograde BFS over (mouse, cat, side to move) tuples kept in dicts; unsettled states are draws."""


class Solution:
    def catMouseGame(self, graph: List[List[int]]) -> int:
        MOUSE, CAT = 0, 1
        outcome = {}
        options = {}
        for m in range(len(graph)):
            for c in range(1, len(graph)):
                options[m, c, MOUSE] = len(graph[m])
                options[m, c, CAT] = sum(1 for nxt in graph[c] if nxt)
        queue = collections.deque()
        for c in range(1, len(graph)):
            for side in (MOUSE, CAT):
                outcome[0, c, side] = 1
                outcome[c, c, side] = 2
                queue += [(0, c, side), (c, c, side)]
        while queue:
            state = queue.popleft()
            m, c, side = state
            result = outcome[state]
            if side == CAT:
                parents = [(pm, c, MOUSE) for pm in graph[m]]
            else:
                parents = [(m, pc, CAT) for pc in graph[c] if pc]
            for parent in parents:
                if parent in outcome:
                    continue
                mover_wins = (result == 1) == (parent[2] == MOUSE)
                if not mover_wins:
                    options[parent] -= 1
                if mover_wins or options[parent] == 0:
                    outcome[parent] = result
                    queue.append(parent)
        return outcome.get((1, 2, MOUSE), 0)
