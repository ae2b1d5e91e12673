"""Compare the two ends by walking to them: the first element, then the last, keep the larger."""


class Solution:
    def finalElement(self, nums):
        best = nums[0]
        last = nums[len(nums) - 1]
        if last > best:
            best = last
        return best
