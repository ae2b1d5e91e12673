# Correct but linear: a win/lose table over the last three pile sizes, walked from 1 up to n. O(1)
# memory, but n can be 2^31 - 1, about two billion steps: far too slow.
class Solution:
    def canWinNim(self, n: int) -> bool:
        a, b, c = False, False, False  # wins for piles i-3, i-2, i-1 (a pile of 0 is already lost)
        for _ in range(1, n + 1):
            a, b, c = b, c, not a or not b or not c
        return c
