# Recurses forever: RecursionError at the judge's recursion limit, not a crash of the process.
# problem: tiny-sum-deep
# expect: RecursionError
class Solution:
    def sumList(self, nums: list[int]) -> int:
        def down(i: int) -> int:
            return down(i + 1) + 1

        return down(0)
