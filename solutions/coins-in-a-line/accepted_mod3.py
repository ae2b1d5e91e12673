"""The losing counts are the multiples of 3: whatever you take, the other player brings it back to one."""


class Solution:
    def firstWillWin(self, n):
        return n % 3 != 0
