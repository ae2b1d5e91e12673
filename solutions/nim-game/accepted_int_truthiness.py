"""Returns the remainder itself: LeetCode reads a non-zero int where a bool is declared as true."""


class Solution:
    def canWinNim(self, n: int) -> bool:
        return n % 4
