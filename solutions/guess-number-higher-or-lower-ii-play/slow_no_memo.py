# The cost recursion without a memo: for each guess, the worse of the two ranges it leaves, each
# worked out again from scratch. Right, but about 3^k calls for a range of k numbers, hopeless from
# k = 20 on. (Building the whole O(n^3) table again on every guess is not slow enough to fail here:
# the judge asks only a few guesses on a wide range, 0.6 s at n = 200.)
class Strategy:
    def __init__(self, n: int):
        pass

    def move(self, lo: int, hi: int, last: Optional[str]) -> int:
        def cost(a: int, b: int) -> int:
            if a >= b:
                return 0
            best = inf
            for g in range(a, b + 1):
                best = min(best, g + max(cost(a, g - 1), cost(g + 1, b)))
            return best

        if lo >= hi:
            return lo
        return min(range(lo, hi + 1), key=lambda g: g + max(cost(lo, g - 1), cost(g + 1, hi)))
