# Wrong: both players greedily take the larger end (the left one on equal ends).
class Solution:
    def predictTheWinner(self, nums: list[int]) -> bool:
        totals = [0, 0]
        i, j, mover = 0, len(nums) - 1, 0
        while i <= j:
            if nums[i] >= nums[j]:
                totals[mover] += nums[i]
                i += 1
            else:
                totals[mover] += nums[j]
                j -= 1
            mover = 1 - mover
        return totals[0] >= totals[1]
