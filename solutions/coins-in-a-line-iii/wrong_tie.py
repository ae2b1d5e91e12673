# Wrong tie rule: counts an equal split as a win for the first player (">=" where ">" is meant; that
# is LeetCode 486's rule, not this problem's).
class Solution:
    def firstWillWin(self, values: list[int]) -> bool:
        n = len(values)
        lead = list(values)
        for length in range(2, n + 1):
            for i in range(n - length + 1):
                j = i + length - 1
                lead[i] = max(values[i] - lead[i + 1], values[j] - lead[i])
        return lead[0] >= 0
