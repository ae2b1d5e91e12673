# No XOR: a memoised search over sorted piles finds a move to a losing position (Python's @cache
# keeps it across calls, so each position is worked out once).
class Strategy:
    def __init__(self, piles: List[int]):
        @cache
        def wins(state: tuple) -> bool:
            return any(not wins(tuple(sorted(state[:p] + (size - take,) + state[p + 1:])))
                       for p, size in enumerate(state) for take in range(1, size + 1))

        self.wins = wins

    def move(self, piles: List[int], last: Optional[List[int]]) -> List[int]:
        for p, size in enumerate(piles):
            for take in range(1, size + 1):
                after = piles[:p] + [size - take] + piles[p + 1:]
                if not self.wins(tuple(sorted(after))):
                    return [p, take]
        p = next(p for p, size in enumerate(piles) if size)
        return [p, 1]
