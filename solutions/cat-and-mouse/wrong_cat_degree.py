# The retrograde analysis, but it counts the hole among the cat's moves. A cat next to the hole
# then always seems to have one move left that does not lose, so the mouse never wins from a state
# where every real move of the cat loses: such states come out as draws.
class Solution:
    def catMouseGame(self, graph: List[List[int]]) -> int:
        n = len(graph)
        result = [[[0, 0] for _ in range(n)] for _ in range(n)]
        left = [[[len(graph[m]), len(graph[c])] for c in range(n)] for m in range(n)]
        queue = deque()
        for c in range(1, n):
            for t in (0, 1):
                result[0][c][t] = 1
                result[c][c][t] = 2
                queue.append((0, c, t))
                queue.append((c, c, t))
        while queue:
            m, c, t = queue.popleft()
            r = result[m][c][t]
            if t == 0:
                for pc in graph[c]:
                    if pc == 0 or result[m][pc][1]:
                        continue
                    if r == 2:
                        result[m][pc][1] = 2
                        queue.append((m, pc, 1))
                    else:
                        left[m][pc][1] -= 1
                        if left[m][pc][1] == 0:
                            result[m][pc][1] = 1
                            queue.append((m, pc, 1))
            else:
                for pm in graph[m]:
                    if result[pm][c][0]:
                        continue
                    if r == 1:
                        result[pm][c][0] = 1
                        queue.append((pm, c, 0))
                    else:
                        left[pm][c][0] -= 1
                        if left[pm][c][0] == 0:
                            result[pm][c][0] = 2
                            queue.append((pm, c, 0))
        return result[1][2][0]
