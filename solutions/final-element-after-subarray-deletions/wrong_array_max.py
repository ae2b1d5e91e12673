# Wrong: "Alice can keep the largest element": a middle element can be deleted by Bob, so [1,5,2]
# ends at 2, not 5.
class Solution:
    def finalElement(self, nums: List[int]) -> int:
        return max(nums)
