# Wrong: an off-by-one in the interval loop skips the last start of every length, so those
# intervals keep the value of a shorter one (and the whole row is never evaluated).
class Solution:
    def firstWillWin(self, values: list[int]) -> bool:
        n = len(values)
        lead = list(values)
        for length in range(2, n + 1):
            for i in range(n - length):
                j = i + length - 1
                lead[i] = max(values[i] - lead[i + 1], values[j] - lead[i])
        return lead[0] > 0
