# Correct but exponential: the interval recursion with prefix sums and no memo, so every row that can be
# reached is solved again for every way of reaching it.
class Solution:
    def stoneGameV(self, stoneValue: list[int]) -> int:
        prefix = [0]
        for value in stoneValue:
            prefix.append(prefix[-1] + value)

        def score(i: int, j: int) -> int:
            best = 0
            for k in range(i, j):
                lsum = prefix[k + 1] - prefix[i]
                rsum = prefix[j + 1] - prefix[k + 1]
                if lsum <= rsum:
                    best = max(best, lsum + score(i, k))
                if rsum <= lsum:
                    best = max(best, rsum + score(k + 1, j))
            return best

        return score(0, len(stoneValue) - 1)
