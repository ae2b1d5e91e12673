"""Alice's one winning move, written out: delete all but the first element, or all but the last,
whichever leaves more (with one element there is nothing to delete)."""


class Solution:
    def finalElement(self, nums: list[int]) -> int:
        if len(nums) == 1:
            return nums[0]
        keep_first = nums[:1]  # deletes nums[1:]
        keep_last = nums[-1:]  # deletes nums[:-1]
        return keep_first[0] if keep_first[0] >= keep_last[0] else keep_last[0]
