# Asks about 1, 2, 3, ... in turn: right, but up to 2^31 - 1 calls.
class Solution:
    def guessNumber(self, n: int) -> int:
        for num in range(1, n + 1):
            if guess(num) == 0:
                return num
        return n
