# The value problem's retrograde analysis, with one more number per position: how many plies best
# play takes (the winner hurrying, the loser holding out). Walking back breadth first from the
# finished positions decides a win at its fastest and a loss at its slowest. A move then looks the
# neighbours up: a win in the fewest plies, else a draw, else the loss that lasts longest.
# O(n^3) once, O(degree) a move.
class Strategy:
    def __init__(self, graph: List[List[int]]):
        n = len(graph)
        self.graph = graph
        DRAW, MOUSE, CAT = 0, 1, 2  # results; turns are 0 (mouse) and 1 (cat)
        result = [[[DRAW, DRAW] for _ in range(n)] for _ in range(n)]
        plies = [[[0, 0] for _ in range(n)] for _ in range(n)]
        left = [[[len(graph[m]), len(graph[c]) - (0 in graph[c])] for c in range(n)] for m in range(n)]
        queue = deque()
        for c in range(1, n):
            for t in (0, 1):
                result[0][c][t] = MOUSE
                result[c][c][t] = CAT
                queue.append((0, c, t))
                queue.append((c, c, t))
        while queue:
            m, c, t = queue.popleft()
            won, p = result[m][c][t], plies[m][c][t]
            if t == 0:  # the cat moved here from (m, prev, 1)
                befores = [(m, prev, 1) for prev in graph[c] if prev != 0]
            else:  # the mouse moved here from (prev, c, 0)
                befores = [(prev, c, 0) for prev in graph[m]]
            for bm, bc, bt in befores:
                if result[bm][bc][bt] != DRAW or bm == 0 or bm == bc:
                    continue
                mover_result = MOUSE if bt == 0 else CAT
                if won == mover_result:
                    decided = True
                else:
                    left[bm][bc][bt] -= 1
                    decided = left[bm][bc][bt] == 0
                if decided:
                    result[bm][bc][bt], plies[bm][bc][bt] = won, p + 1
                    queue.append((bm, bc, bt))
        self.result, self.plies = result, plies

    def move(self, mouse: int, cat: int, last: Optional[int]) -> int:
        def rank(x: int) -> tuple:
            won, p = self.result[x][cat][1], self.plies[x][cat][1]
            if won == 1:
                return (2, -p)  # a win: the sooner the better
            if won == 0:
                return (1, 0)
            return (0, p)  # a loss: the later the better

        return max(self.graph[mouse], key=rank)
