"""Prefix sums of both rows built with accumulate, then the turning column that leaves robot 2 the
smaller best half."""

from itertools import accumulate


class Solution:
    def gridGame(self, grid):
        n = len(grid[0])
        top = [0, *accumulate(grid[0])]
        bottom = [0, *accumulate(grid[1])]
        return min(max(top[n] - top[c + 1], bottom[c]) for c in range(n))
