# Top-down: the cost of a range memoised as the game asks for it; the guess is the one that reaches
# it (the largest such, as often written).
class Strategy:
    def __init__(self, n: int):
        @cache
        def cost(lo: int, hi: int) -> int:
            if lo >= hi:
                return 0
            return min(g + max(cost(lo, g - 1), cost(g + 1, hi)) for g in range(lo, hi + 1))

        self.cost = cost

    def move(self, lo: int, hi: int, last: Optional[str]) -> int:
        if lo >= hi:
            return lo
        need = self.cost(lo, hi)
        return max(g for g in range(lo, hi + 1)
                   if g + max(self.cost(lo, g - 1), self.cost(g + 1, hi)) == need)
