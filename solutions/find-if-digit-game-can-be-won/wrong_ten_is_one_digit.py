# Wrong: puts 10 with the one-digit numbers (x <= 10). On [1, 9, 10] it sees 20 against 0 and says
# true; the sums are 10 and 10, a tie (the answer is false).
class Solution:
    def canAliceWin(self, nums: list[int]) -> bool:
        single = sum(x for x in nums if x <= 10)
        return single != sum(nums) - single
