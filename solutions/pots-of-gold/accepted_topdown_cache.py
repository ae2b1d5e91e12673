"""Top-down with @cache on (i, j): the mover's score-difference, turned into A's total at the end."""


class Solution:
    def maxCoins(self, pots: list[int]) -> int:
        @cache
        def lead(i: int, j: int) -> int:
            if i > j:
                return 0
            return max(pots[i] - lead(i + 1, j), pots[j] - lead(i, j - 1))

        answer = (sum(pots) + lead(0, len(pots) - 1)) // 2
        lead.cache_clear()
        return answer
