"""Suffix DP on the mover's lead kept in two rolling variables; the first player wins on a positive lead."""


class Solution:
    def firstWillWin(self, values):
        after_one = after_two = 0  # leads from i + 1 and i + 2 onwards
        for i in range(len(values) - 1, -1, -1):
            one = values[i] - after_one
            two = values[i] + values[i + 1] - after_two if i + 1 < len(values) else one
            after_one, after_two = max(one, two), after_one
        return after_one > 0
