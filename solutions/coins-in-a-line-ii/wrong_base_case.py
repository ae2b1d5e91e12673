# Wrong base case: "with at most two coins the first player takes them all and wins" forgets that
# all of them may be worth 0, which is a tie and not a win. The rest is a correct suffix DP.
class Solution:
    def firstWillWin(self, values: list[int]) -> bool:
        n = len(values)
        if n <= 2:
            return True
        lead = [0] * (n + 2)
        for i in range(n - 1, -1, -1):
            lead[i] = values[i] - lead[i + 1]
            if i + 1 < n:
                lead[i] = max(lead[i], values[i] + values[i + 1] - lead[i + 2])
        return lead[0] > 0
