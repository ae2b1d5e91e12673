# Plain search on every call, nothing remembered: a position is won if some move leaves a lost one.
# For the small starts only.
class Strategy:
    def __init__(self, piles: List[int]):
        pass

    def wins(self, piles: tuple) -> bool:
        return any(not self.wins(piles[:p] + (size - take,) + piles[p + 1:])
                   for p, size in enumerate(piles) for take in range(1, size + 1))

    def move(self, piles: List[int], last: Optional[List[int]]) -> List[int]:
        state = tuple(piles)
        for p, size in enumerate(state):
            for take in range(1, size + 1):
                if not self.wins(state[:p] + (size - take,) + state[p + 1:]):
                    return [p, take]
        p = next(p for p, size in enumerate(piles) if size)
        return [p, 1]
