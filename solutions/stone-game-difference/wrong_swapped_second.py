# The pair DP with a bookkeeping slip: after the mover takes the left pile, the other player's total
# is read from the interval that loses the right pile instead of the left one.
class Solution:
    def stoneGameDifference(self, piles: list[int]) -> int:
        n = len(piles)
        first = list(piles)
        second = [0] * n
        for length in range(2, n + 1):
            for i in range(n - length + 1):
                j = i + length - 1
                take_left = piles[i] + second[i + 1]
                take_right = piles[j] + second[i]
                if take_left >= take_right:
                    first[i], second[i] = take_left, first[i]
                else:
                    first[i], second[i] = take_right, first[i + 1]
        return first[0] - second[0]
