"""Top-down with @cache on (i, j): the mover's best lead over the piles left; Alice wins on a positive lead."""


class Solution:
    def stoneGame(self, piles: List[int]) -> bool:
        @cache
        def lead(i, j):
            if i > j:
                return 0
            return max(piles[i] - lead(i + 1, j), piles[j] - lead(i, j - 1))

        return lead(0, len(piles) - 1) > 0
