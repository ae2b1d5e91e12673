# Wrong: lets Alice take only the one-digit numbers. On [5, 5, 5, 25] she would take 25 and win; this
# says 15 against 25, false.
class Solution:
    def canAliceWin(self, nums: list[int]) -> bool:
        single = sum(x for x in nums if x < 10)
        return single > sum(nums) - single
