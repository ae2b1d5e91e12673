# Correct but exponential: a minimax over which positions are still in the row (a bitmask), trying
# every contiguous block of the survivors. Fine for a handful of elements, hopeless at 10^5.
from functools import cache


class Solution:
    def finalElement(self, nums: List[int]) -> int:
        n = len(nums)

        @cache
        def play(mask: int, alice: bool) -> int:
            alive = [i for i in range(n) if mask >> i & 1]
            if len(alive) == 1:
                return nums[alive[0]]
            results = []
            for a in range(len(alive)):
                block = 0
                for b in range(a, len(alive)):
                    block |= 1 << alive[b]
                    if b - a + 1 < len(alive):
                        results.append(play(mask & ~block, not alice))
            return max(results) if alice else min(results)

        return play((1 << n) - 1, True)
