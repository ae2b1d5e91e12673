"""The remainder mod 4 as a truth value: any non-zero remainder can be taken away, leaving a multiple of 4."""


class Solution:
    def canWinNim(self, n):
        return bool(n % 4)
