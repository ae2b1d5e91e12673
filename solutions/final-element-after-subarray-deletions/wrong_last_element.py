# Wrong: "whoever moves last decides, and the last element survives": right on both official
# examples ([1,5,2] -> 2, [3,7] -> 7) but [2,1] is 2 (Alice deletes the 1).
class Solution:
    def finalElement(self, nums: List[int]) -> int:
        return nums[-1]
