"""The colon principle top-down, memoised: grundy(k) asks for its two subtrees."""
from functools import cache


class Solution:
    def findGameWinner(self, n: int) -> bool:
        @cache
        def grundy(k: int) -> int:
            if k <= 1:
                return 0
            left = grundy(k - 2) + 1 if k >= 3 else 0
            return left ^ (grundy(k - 1) + 1)

        return grundy(n) > 0
