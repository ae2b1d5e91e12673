"""The game is fixed: count the completed moves with bisect on the running totals 10, 19, 27, ...; odd means Alice."""


class Solution:
    def canAliceWin(self, n):
        totals = list(accumulate(range(10, 0, -1)))
        return bisect_right(totals, n) % 2 == 1
