# Binary search on [lo, hi], the range the secret must lie in: each answer halves it, so at most
# 31 calls for n up to 2^31 - 1. guess(num) is the judge's: -1 if num is too high, 1 if too low.
class Solution:
    def guessNumber(self, n: int) -> int:
        lo, hi = 1, n
        while True:
            mid = (lo + hi) // 2
            answer = guess(mid)
            if answer == 0:
                return mid
            if answer < 0:
                hi = mid - 1
            else:
                lo = mid + 1
