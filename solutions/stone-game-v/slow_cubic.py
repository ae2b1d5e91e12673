# Correct but O(n^3) with no pruning: the plain bottom-up interval DP trying every cut of every row
# (about 2 * 10^7 cuts at n = 500), several seconds in CPython.
class Solution:
    def stoneGameV(self, stoneValue: list[int]) -> int:
        n = len(stoneValue)
        prefix = [0]
        for value in stoneValue:
            prefix.append(prefix[-1] + value)
        best = [[0] * n for _ in range(n)]
        for length in range(2, n + 1):
            for i in range(n - length + 1):
                j = i + length - 1
                top = 0
                for k in range(i, j):
                    lsum = prefix[k + 1] - prefix[i]
                    rsum = prefix[j + 1] - prefix[k + 1]
                    if lsum < rsum:
                        top = max(top, lsum + best[i][k])
                    elif lsum > rsum:
                        top = max(top, rsum + best[k + 1][j])
                    else:
                        top = max(top, lsum + max(best[i][k], best[k + 1][j]))
                best[i][j] = top
        return best[0][n - 1]
