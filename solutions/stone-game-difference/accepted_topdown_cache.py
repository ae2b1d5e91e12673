"""Top-down @cache returning (mover's total, other's total) on piles[i..j]; the difference at the end."""


class Solution:
    def stoneGameDifference(self, piles: list[int]) -> int:
        @cache
        def totals(i: int, j: int) -> tuple[int, int]:
            if i > j:
                return 0, 0
            other_l, mine_l = totals(i + 1, j)
            other_r, mine_r = totals(i, j - 1)
            if piles[i] + mine_l >= piles[j] + mine_r:
                return piles[i] + mine_l, other_l
            return piles[j] + mine_r, other_r

        first, second = totals(0, len(piles) - 1)
        return first - second
