# Forgets to return.
# expect: expected int, got None
class Solution:
    def sumList(self, nums: list[int]) -> int:
        total = sum(nums)
