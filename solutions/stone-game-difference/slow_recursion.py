# The natural recursion on the score difference without memoisation: correct but 2^n calls.
class Solution:
    def stoneGameDifference(self, piles: list[int]) -> int:
        def lead(i: int, j: int) -> int:
            if i > j:
                return 0
            return max(piles[i] - lead(i + 1, j), piles[j] - lead(i, j - 1))

        return lead(0, len(piles) - 1)
