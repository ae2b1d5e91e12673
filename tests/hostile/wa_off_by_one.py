# A plain wrong answer.
# expect: expected 6, got 7
class Solution:
    def sumList(self, nums: list[int]) -> int:
        return sum(nums) + 1
