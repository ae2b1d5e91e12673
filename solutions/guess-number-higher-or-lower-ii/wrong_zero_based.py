# An off-by-one: the numbers are stored 0-based and the guess's index is charged instead of the
# number itself, so every wrong guess costs one less than it should.
class Solution:
    def getMoneyAmount(self, n: int) -> int:
        cost = [[0] * (n + 1) for _ in range(n + 1)]
        for lo in range(n - 2, -1, -1):
            for hi in range(lo + 1, n):
                cost[lo][hi] = min(
                    g + max(cost[lo][g - 1] if g > lo else 0, cost[g + 1][hi] if g < hi else 0)
                    for g in range(lo, hi + 1)
                )
        return cost[0][n - 1] if n > 0 else 0
