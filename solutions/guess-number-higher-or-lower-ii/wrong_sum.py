# Adds the costs of both sides instead of taking the worse one, as if the guesser had to find every
# number rather than one secret. It happens to agree for n <= 5 and then overshoots.
class Solution:
    def getMoneyAmount(self, n: int) -> int:
        cost = [[0] * (n + 2) for _ in range(n + 2)]
        for lo in range(n - 1, 0, -1):
            for hi in range(lo + 1, n + 1):
                cost[lo][hi] = min(g + cost[lo][g - 1] + cost[g + 1][hi] for g in range(lo, hi + 1))
        return cost[1][n]
