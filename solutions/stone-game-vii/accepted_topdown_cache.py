"""Top-down @cache on (i, j) with the row's sum passed along; the cache is cleared before returning."""


class Solution:
    def stoneGameVII(self, stones):
        @cache
        def lead(i, j, total):
            if i == j:
                return 0
            left = total - stones[i]
            right = total - stones[j]
            return max(left - lead(i + 1, j, left), right - lead(i, j - 1, right))

        result = lead(0, len(stones) - 1, sum(stones))
        lead.cache_clear()
        return result
