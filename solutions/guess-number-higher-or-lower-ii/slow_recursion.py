# The minimax recursion written straight from the definition, without remembering any range:
# correct, but the same ranges are solved again and again (exponential).
class Solution:
    def getMoneyAmount(self, n: int) -> int:
        def cost(lo: int, hi: int) -> int:
            if lo >= hi:
                return 0
            return min(g + max(cost(lo, g - 1), cost(g + 1, hi)) for g in range(lo, hi + 1))

        return cost(1, n)
