# Always guesses the middle of the range and pays for the worst path of that binary search.
# Binary search minimises the number of guesses, not their cost: the right first guess lies above
# the middle, because wrong guesses among the small numbers are cheap.
class Solution:
    def getMoneyAmount(self, n: int) -> int:
        def cost(lo: int, hi: int) -> int:
            if lo >= hi:
                return 0
            mid = (lo + hi) // 2
            return mid + max(cost(lo, mid - 1), cost(mid + 1, hi))

        return cost(1, n)
