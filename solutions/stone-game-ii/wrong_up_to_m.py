# Wrong: a turn may take only 1..M piles (not 1..2M), so Alice can never open with two piles.
class Solution:
    def stoneGameII(self, piles: list[int]) -> int:
        n = len(piles)
        suffix = [0] * (n + 1)
        for i in range(n - 1, -1, -1):
            suffix[i] = suffix[i + 1] + piles[i]
        memo: dict[tuple[int, int], int] = {}

        def collect(i: int, m: int) -> int:
            if i + m >= n:
                return suffix[i]
            if (i, m) not in memo:
                memo[i, m] = suffix[i] - min(collect(i + x, max(m, x)) for x in range(1, m + 1))
            return memo[i, m]

        return collect(0, 1)
