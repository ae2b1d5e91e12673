# Wrong: puts 9 with the two-digit numbers (x < 9 for one digit). Right on every official example; on
# [1, 8, 9] it sees 9 against 9 and says false (18 against 0: the answer is true).
class Solution:
    def canAliceWin(self, nums: list[int]) -> bool:
        single = sum(x for x in nums if x < 9)
        return single != sum(nums) - single
