# Correct but exponential: the classic recurrence on A's coins without a memo. Four calls per
# level of two picks, about 2^n calls in all.
class Solution:
    def maxCoins(self, pots: list[int]) -> int:
        def most(i: int, j: int) -> int:
            if i > j:
                return 0
            take_left = pots[i] + min(most(i + 2, j), most(i + 1, j - 1))
            take_right = pots[j] + min(most(i + 1, j - 1), most(i, j - 2))
            return max(take_left, take_right)

        return most(0, len(pots) - 1)
