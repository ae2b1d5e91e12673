# Wrong: on a cut with equal sums the left part is always kept, though Alice may choose either.
class Solution:
    def stoneGameV(self, stoneValue: list[int]) -> int:
        n = len(stoneValue)
        prefix = list(accumulate(stoneValue, initial=0))

        @cache
        def score(i: int, j: int) -> int:
            best = 0
            for k in range(i, j):
                lsum = prefix[k + 1] - prefix[i]
                rsum = prefix[j + 1] - prefix[k + 1]
                if lsum <= rsum:
                    best = max(best, lsum + score(i, k))
                else:
                    best = max(best, rsum + score(k + 1, j))
            return best

        return score(0, n - 1)
