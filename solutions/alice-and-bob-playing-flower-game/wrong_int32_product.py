# Wrong: the product in 32-bit arithmetic, as `n * m / 2` with Java or C++ ints computes it: past
# 2^31 - 1 it wraps around. Right up to about 65,000 x 33,000; at n = m = 100000 it gives
# the wrapped 705,032,704 (the answer is 5,000,000,000).
class Solution:
    def flowerGame(self, n: int, m: int) -> int:
        product = (n * m + 2**31) % 2**32 - 2**31
        return int(product / 2)
