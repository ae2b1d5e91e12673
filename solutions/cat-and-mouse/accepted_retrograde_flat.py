"""Retrograde analysis on flat lists indexed (mouse * n + cat) * 2 + side, stopping once the start is known."""


class Solution:
    def catMouseGame(self, graph):
        n = len(graph)

        def idx(m, c, s):
            return (m * n + c) * 2 + s

        color = [0] * (n * n * 2)
        degree = [0] * (n * n * 2)
        for m in range(n):
            for c in range(n):
                degree[idx(m, c, 0)] = len(graph[m])
                degree[idx(m, c, 1)] = len(graph[c]) - (0 in graph[c])
        todo = deque()
        for c in range(1, n):
            for s in (0, 1):
                color[idx(0, c, s)] = 1
                color[idx(c, c, s)] = 2
                todo.append((0, c, s))
                todo.append((c, c, s))
        start = idx(1, 2, 0)
        while todo and not color[start]:
            m, c, s = todo.popleft()
            win = color[idx(m, c, s)]
            prev_side = 1 - s
            movers = graph[c] if prev_side else graph[m]
            for p in movers:
                if prev_side and p == 0:
                    continue
                pm, pc = (m, p) if prev_side else (p, c)
                k = idx(pm, pc, prev_side)
                if color[k]:
                    continue
                if win == prev_side + 1:
                    color[k] = win
                    todo.append((pm, pc, prev_side))
                else:
                    degree[k] -= 1
                    if degree[k] == 0:
                        color[k] = win
                        todo.append((pm, pc, prev_side))
        return color[start]
