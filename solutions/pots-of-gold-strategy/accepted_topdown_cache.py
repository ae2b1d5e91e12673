"""Top-down @cache on the mover's lead; each turn replays the best choice from the cached values."""


class Solution:
    def optimalMoves(self, pots):
        @cache
        def lead(i, j):
            if i > j:
                return 0
            return max(pots[i] - lead(i + 1, j), pots[j] - lead(i, j - 1))

        out = []
        i, j = 0, len(pots) - 1
        while i <= j:
            if pots[i] - lead(i + 1, j) >= pots[j] - lead(i, j - 1):
                out.append("L")
                i += 1
            else:
                out.append("R")
                j -= 1
        lead.cache_clear()
        return out
