# The retrograde analysis over a dict of states (mouse, cat, turn) -> (winner, plies), with a count
# of each state's moves not yet known to lose. Turn 0 is the mouse's, 1 the cat's; a winner is the
# turn number of the player who wins.
class Strategy:
    def __init__(self, graph: List[List[int]]):
        n = len(graph)
        self.graph = graph

        def befores(m, c, t):
            if t == 0:  # the cat moved here
                return [(m, q, 1) for q in graph[c] if q != 0]
            return [(q, c, 0) for q in graph[m]]

        done = {}
        queue = deque()
        for c in range(1, n):
            for t in (0, 1):
                done[(0, c, t)] = (0, 0)
                done[(c, c, t)] = (1, 0)
                queue += [(0, c, t), (c, c, t)]
        left = {}
        while queue:
            state = queue.popleft()
            winner, plies = done[state]
            for before in befores(*state):
                if before in done:
                    continue
                m, c, t = before
                if winner == t:
                    done[before] = (winner, plies + 1)
                    queue.append(before)
                    continue
                if before not in left:
                    left[before] = len(graph[m]) if t == 0 else sum(1 for q in graph[c] if q != 0)
                left[before] -= 1
                if left[before] == 0:
                    done[before] = (winner, plies + 1)
                    queue.append(before)
        self.done = done

    def move(self, mouse: int, cat: int, last: Optional[int]) -> int:
        def rank(x: int) -> tuple:
            found = self.done.get((x, cat, 1))
            if found is None:
                return (1, 0)
            winner, plies = found
            return (2, -plies) if winner == 0 else (0, plies)

        return max(self.graph[mouse], key=rank)
