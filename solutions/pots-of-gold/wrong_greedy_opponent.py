# Wrong: A plans optimally but assumes B greedily takes the larger end, which overestimates A.
class Solution:
    def maxCoins(self, pots: list[int]) -> int:
        n = len(pots)
        # best[i][j + 1]: A's coins on pots[i..j] with A to move and B answering greedily
        best = [[0] * (n + 1) for _ in range(n + 1)]
        for length in range(1, n + 1):
            for i in range(n - length + 1):
                j = i + length - 1
                options = []
                for pot, lo, hi in ((pots[i], i + 1, j), (pots[j], i, j - 1)):
                    if lo > hi:
                        options.append(pot)
                    elif pots[lo] >= pots[hi]:  # B takes the larger end
                        options.append(pot + best[lo + 1][hi + 1])
                    else:
                        options.append(pot + best[lo][hi])
                best[i][j + 1] = max(options)
        return best[0][n]
