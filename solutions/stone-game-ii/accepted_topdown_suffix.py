"""Top-down @cache on (i, M) with suffix sums: take x <= 2M piles, the other player then gets their best."""


class Solution:
    def stoneGameII(self, piles: List[int]) -> int:
        n = len(piles)
        rest = list(accumulate(reversed(piles)))[::-1] + [0]

        @cache
        def most(i: int, M: int) -> int:
            if i + 2 * M >= n:
                return rest[i]
            return rest[i] - min(most(i + x, max(M, x)) for x in range(1, 2 * M + 1))

        return most(0, 1)
