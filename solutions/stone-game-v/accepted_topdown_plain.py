"""Plain top-down @cache, every cut of every row it reaches (O(n^3) at worst, but few rows are reached)."""


class Solution:
    def stoneGameV(self, stoneValue):
        prefix = [0]
        for v in stoneValue:
            prefix.append(prefix[-1] + v)

        @lru_cache(None)
        def go(lo, hi):
            if lo == hi:
                return 0
            out = 0
            for cut in range(lo + 1, hi + 1):
                a = prefix[cut] - prefix[lo]
                b = prefix[hi + 1] - prefix[cut]
                if a < b:
                    out = max(out, a + go(lo, cut - 1))
                elif a > b:
                    out = max(out, b + go(cut, hi))
                else:
                    out = max(out, a + go(lo, cut - 1), b + go(cut, hi))
            return out

        return go(0, len(stoneValue) - 1)
