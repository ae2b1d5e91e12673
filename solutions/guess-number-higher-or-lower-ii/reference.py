# Interval DP, bottom-up: cost[lo][hi] is the smallest budget that surely finds a secret known to
# lie in lo..hi. Guessing g costs g and leaves the worse of lo..g-1 and g+1..hi (the host picks
# the answer), so cost[lo][hi] = min over g of g + max(cost[lo][g-1], cost[g+1][hi]).
# Guessing hi is never better than guessing hi-1, so the loop over g stops at hi-1 after
# starting from the cost of guessing hi. O(n^3) time, O(n^2) space.
class Solution:
    def getMoneyAmount(self, n: int) -> int:
        # cost[lo][hi] for 1 <= lo, hi <= n; an empty or one-number range costs nothing
        cost = [[0] * (n + 2) for _ in range(n + 2)]
        for lo in range(n - 1, 0, -1):
            row = cost[lo]
            for hi in range(lo + 1, n + 1):
                best = hi + row[hi - 1]  # guessing hi (only the lower side is left)
                for g in range(lo, hi):
                    left = row[g - 1]
                    right = cost[g + 1][hi]
                    worst = g + (left if left > right else right)
                    if worst < best:
                        best = worst
                row[hi] = best
        return cost[1][n]
