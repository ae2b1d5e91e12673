# Wrong base case: "a single coin is always a win" forgets that it may be worth 0 (a tie). The rest
# is a correct interval DP on the lead.
class Solution:
    def firstWillWin(self, values: list[int]) -> bool:
        n = len(values)
        if n <= 1:
            return True
        lead = list(values)
        for length in range(2, n + 1):
            for i in range(n - length + 1):
                j = i + length - 1
                lead[i] = max(values[i] - lead[i + 1], values[j] - lead[i])
        return lead[0] > 0
