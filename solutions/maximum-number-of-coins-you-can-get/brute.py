# Exhaustive search straight from the rules: in every round try every choice of three remaining
# piles (Alice the largest, us the middle, Bob the smallest) and keep the best total. Memoised on
# the sorted multiset of piles left, since which pile is which does not matter. Small inputs only.
from functools import cache
from itertools import combinations


class Solution:
    def maxCoins(self, piles: list[int]) -> int:
        @cache
        def best(left: tuple[int, ...]) -> int:
            if not left:
                return 0
            result = 0
            for trio in combinations(range(len(left)), 3):
                middle = sorted(left[i] for i in trio)[1]
                rest = tuple(v for i, v in enumerate(left) if i not in trio)
                result = max(result, middle + best(rest))
            return result

        return best(tuple(sorted(piles)))
