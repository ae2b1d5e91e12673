# Correct but exponential: the (i, M) recursion with suffix sums and no memo, so the same positions are
# solved again and again.
class Solution:
    def stoneGameII(self, piles: list[int]) -> int:
        n = len(piles)
        suffix = [0] * (n + 1)
        for i in range(n - 1, -1, -1):
            suffix[i] = suffix[i + 1] + piles[i]

        def collect(i: int, m: int) -> int:
            if i + 2 * m >= n:
                return suffix[i]
            return suffix[i] - min(collect(i + x, max(m, x)) for x in range(1, 2 * m + 1))

        return collect(0, 1)
