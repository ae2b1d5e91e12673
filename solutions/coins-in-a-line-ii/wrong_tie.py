# Wrong tie rule: counts an equal split as a win for the first player (">=" where ">" is meant).
class Solution:
    def firstWillWin(self, values: list[int]) -> bool:
        n = len(values)
        lead = [0] * (n + 2)
        for i in range(n - 1, -1, -1):
            lead[i] = values[i] - lead[i + 1]
            if i + 1 < n:
                lead[i] = max(lead[i], values[i] + values[i + 1] - lead[i + 2])
        return lead[0] >= 0
