# Wrong: after taking x piles, M becomes max(M, 2x), mixing up the new M with the new upper bound 2M.
class Solution:
    def stoneGameII(self, piles: list[int]) -> int:
        n = len(piles)
        suffix = [0] * (n + 1)
        for i in range(n - 1, -1, -1):
            suffix[i] = suffix[i + 1] + piles[i]
        memo: dict[tuple[int, int], int] = {}

        def collect(i: int, m: int) -> int:
            if i + 2 * m >= n:
                return suffix[i]
            if (i, m) not in memo:
                memo[i, m] = suffix[i] - min(collect(i + x, max(m, 2 * x))
                                             for x in range(1, 2 * m + 1))
            return memo[i, m]

        return collect(0, 1)
