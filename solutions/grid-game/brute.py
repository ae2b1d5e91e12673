# Search over both robots' moves from the rules: robot 1 walks every path (right or down from the
# top-left), the cells it visits are emptied, then robot 2 walks every path on what is left and
# keeps its best total; robot 1 keeps the walk that leaves robot 2 the least. Paths are walked cell
# by cell, with no prefix sums and no formula. O(n^3): that is the brute force verify compares with
# the reference on every small grid and on random ones.
#
# verify sizes a grid by its longest dimension, so it judges this file only on grids of a few
# columns (the small tests, every small grid, random ones up to its random size): exhaustive there.


def walks(n: int):
    """Every path as the list of cells it visits: right along row 0, down once, right along row 1."""
    for down in range(n):
        yield [(0, c) for c in range(down + 1)] + [(1, c) for c in range(down, n)]


def exhaustive(grid) -> int:
    n = len(grid[0])
    results = []
    for first in walks(n):
        left = [row[:] for row in grid]
        for r, c in first:
            left[r][c] = 0
        results.append(max(sum(left[r][c] for r, c in second) for second in walks(n)))
    return min(results)


class Solution:
    def gridGame(self, grid: List[List[int]]) -> int:
        return exhaustive(grid)
