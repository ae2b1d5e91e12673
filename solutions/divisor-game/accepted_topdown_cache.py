"""Top-down with @cache, trying divisors only up to the square root (both x and n // x)."""


class Solution:
    def divisorGame(self, N: int) -> bool:
        @cache
        def can_win(k):
            for x in range(1, isqrt(k) + 1):
                if k % x:
                    continue
                for d in (x, k // x):
                    if d < k and not can_win(k - d):
                        return True
            return False

        return can_win(N)
