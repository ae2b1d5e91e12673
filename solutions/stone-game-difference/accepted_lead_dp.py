"""Both players maximise their own total and the total is fixed, so the answer is the classic best lead."""


class Solution:
    def stoneGameDifference(self, piles):
        n = len(piles)
        lead = piles[:]
        for i in range(n - 2, -1, -1):
            for j in range(i + 1, n):
                lead[j] = max(piles[i] - lead[j], piles[j] - lead[j - 1])
        return lead[-1]
