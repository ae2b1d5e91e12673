"""Multiples of 4 lose; a multiple of 4 has its two low bits clear."""


class Solution:
    def canWinNim(self, n: int) -> bool:
        return n & 3 != 0
