# Bottom-up DP on (i, M) with suffix sums. best[i][m] is the most the player to move can still collect
# from piles[i:] when the current M is m; whatever the mover does not collect, the other player does,
# so best[i][m] = suffix[i] - min over x of best[i + x][max(m, x)]. O(n^3) time, O(n^2) space.
class Solution:
    def stoneGameII(self, piles: list[int]) -> int:
        n = len(piles)
        suffix = [0] * (n + 1)
        for i in range(n - 1, -1, -1):
            suffix[i] = suffix[i + 1] + piles[i]
        best = [[0] * (n + 1) for _ in range(n + 1)]
        for i in range(n - 1, -1, -1):
            row = best[i]
            for m in range(1, n + 1):
                if i + 2 * m >= n:  # everything left can be taken at once
                    row[m] = suffix[i]
                    continue
                least = min(best[i + x][max(m, x)] for x in range(1, 2 * m + 1))
                row[m] = suffix[i] - least
        return best[0][1]
