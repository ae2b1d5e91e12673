"""Counts mod 3: with an even number of zeros Alice needs both 1s and 2s, with an odd number a gap of 3 or more."""


class Solution:
    def stoneGameIX(self, stones):
        c = Counter(x % 3 for x in stones)
        if c[0] % 2:
            return abs(c[1] - c[2]) >= 3
        return min(c[1], c[2]) > 0
