# A plain correct solution: the baseline every other fixture is compared with.
class Solution:
    def sumList(self, nums: list[int]) -> int:
        return sum(nums)
