# Reads the answer backwards (the older template's comment): -1 taken as "go higher".
class Solution:
    def guessNumber(self, n: int) -> int:
        lo, hi = 1, n
        while lo <= hi:
            mid = (lo + hi) // 2
            answer = guess(mid)
            if answer == 0:
                return mid
            if answer > 0:
                hi = mid - 1
            else:
                lo = mid + 1
        return lo
