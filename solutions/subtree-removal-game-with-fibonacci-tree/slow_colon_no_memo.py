# Correct but exponential: the colon principle's recursion without a memo calls itself about
# Fib(n) times (some 5 * 10^20 calls at n = 100).
class Solution:
    def findGameWinner(self, n: int) -> bool:
        def grundy(k: int) -> int:
            if k <= 1:
                return 0
            left = grundy(k - 2) + 1 if k >= 3 else 0
            return left ^ (grundy(k - 1) + 1)

        return grundy(n) != 0
