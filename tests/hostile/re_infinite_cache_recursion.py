# Recurses forever through @cache, which spends C stack on every level: still a RecursionError.
# problem: tiny-sum-deep
# expect: RecursionError
from functools import cache


class Solution:
    def sumList(self, nums: list[int]) -> int:
        @cache
        def down(i: int) -> int:
            return down(i + 1) + 1

        return down(0)
