class Solution:
    def sumList(self, nums: list[int]) -> int:
        return sum(nums)
