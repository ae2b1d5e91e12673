# O(1): the answer is the larger of the two ends. Alice gets it by deleting, in her first move,
# everything but that end. She gets no more: her block is contiguous and shorter than the row, so it
# cannot hold both the first and the last element, and one of them is still an end of the row she
# leaves. If she leaves one element, it is that end; otherwise Bob deletes everything but it, which
# is at most max(first, last).
class Solution:
    def finalElement(self, nums: List[int]) -> int:
        return max(nums[0], nums[-1])
