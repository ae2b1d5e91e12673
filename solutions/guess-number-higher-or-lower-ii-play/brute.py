# Plain search on every call, nothing remembered between calls. For the small n only.
class Strategy:
    def __init__(self, n: int):
        pass

    def cost(self, lo: int, hi: int) -> int:
        if lo >= hi:
            return 0
        return min(g + max(self.cost(lo, g - 1), self.cost(g + 1, hi)) for g in range(lo, hi + 1))

    def move(self, lo: int, hi: int, last: Optional[str]) -> int:
        if lo >= hi:
            return lo
        return min(range(lo, hi + 1), key=lambda g: g + max(self.cost(lo, g - 1), self.cost(g + 1, hi)))
