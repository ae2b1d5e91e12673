# Wrong: the even-length argument (player 1 can take every even-indexed number or every odd-indexed
# one) stretched to odd lengths as "the even-indexed numbers, which include both ends, win if they
# sum to at least the rest". On odd lengths player 2 can break that plan.
class Solution:
    def predictTheWinner(self, nums: list[int]) -> bool:
        if len(nums) % 2 == 0:
            return True
        return sum(nums[0::2]) >= sum(nums[1::2])
