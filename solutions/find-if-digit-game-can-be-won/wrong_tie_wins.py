# Wrong: counts equal sums as a win for Alice (>= instead of >), so it always says true. Right on every
# official example; on [1, 9, 10] (10 against 10) the answer is false.
class Solution:
    def canAliceWin(self, nums: list[int]) -> bool:
        single = sum(x for x in nums if x < 10)
        double = sum(x for x in nums if x >= 10)
        return single >= double or double >= single
